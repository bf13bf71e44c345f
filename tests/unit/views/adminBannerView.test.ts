import { describe, expect, it } from 'vitest'
import { adminBannerView } from '../../../machines/adminBannerView'
import { catalogs } from '../../../ui/messages'

// Issue 15 point 2, B §2: the purple admin banner with its log-out link and the admin-only tooltip.

describe('adminBannerView', () => {
  it('B §6: a parent sees no banner', () => {
    expect(adminBannerView(false)).toBeNull()
  })

  it('B §2: in admin mode it reads "You are logged in as an Admin" with a log-out and the way to the admin area', () => {
    const view = adminBannerView(true)
    expect(view).toMatchObject({ text: 'admin.banner', logOut: 'admin.log_out', area: { href: '/admin' } })
    expect(catalogs.en['admin.banner']).toBe('You are logged in as an Admin')
    expect(catalogs.en['admin.log_out']).toBe('Log out')
  })

  it('B §2, B §6, C §1: the tooltip explains the banner, what admin mode turns off and the admin-only cart features', () => {
    const help = adminBannerView(true)?.help
    expect(help?.points.map((p) => p.id)).toEqual([
      'admin.help_banner',
      'admin.help_hidden',
      'admin.help_prefill',
      'admin.help_features',
    ])
    expect(help?.points.flatMap((p) => p.items)).toEqual([
      'admin.feature_open_order',
      'admin.feature_adjustment',
      'admin.feature_manual_payment',
    ])
    const english = help?.points.flatMap((p) => [p.id, ...p.items]).map((id) => catalogs.en[id])
    expect(english?.join(' ')).toMatch(/stage banners.*tracked/i)
    expect(english?.join(' ')).toMatch(/address of a previous order/)
    expect(english?.join(' ')).toMatch(/Admin Only/)
  })

  it('issue 15: every text of the banner is said in English and Spanish', () => {
    const help = adminBannerView(true)?.help
    const ids = [
      'admin.banner',
      'admin.log_out',
      'admin.area_link',
      help?.button,
      help?.title,
      ...(help?.points.flatMap((p) => [p.id, ...p.items]) ?? []),
    ] as const
    for (const id of ids) {
      expect(catalogs.en[id as keyof typeof catalogs.en], id).toBeTruthy()
      expect(catalogs.es[id as keyof typeof catalogs.es], id).toBeTruthy()
    }
  })
})

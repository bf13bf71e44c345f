import { describe, expect, it } from 'vitest'
import { type StartupContext, startupMachine } from '../../../machines/startup'
import { startupView } from '../../../machines/startupView'
import { stepIndicatorView } from '../../../machines/stepIndicatorView'
import { productSetFixture } from '../../machines/fixtures'
import { gallery, id, session, store, subject } from './photoViewFixtures'

const productSet = productSetFixture(false)

const at = (value: string, overrides: Partial<StartupContext> = {}) =>
  startupView(
    startupMachine.resolveState({
      value,
      context: {
        storeId: null,
        clientSessionId: id(1),
        path: '/',
        subjectId: null,
        store,
        productSet,
        clientSession: session(),
        subject: null,
        credentials: {},
        homeRoute: '/catalog',
        fetching: 0,
        ...overrides,
      },
    }),
  )

const headerOf = (overrides: Partial<StartupContext>) => {
  const view = at('loaded', overrides)
  if (view.page !== 'shop') throw new Error('expected the shop')
  return view.header
}

describe('startupView while the shop loads (B §4 startup sequence)', () => {
  it('is one and the same view from each loading snapshot, so the layout does not render again (issue 17 point 3)', () => {
    const loading = at('loadingStore', { store: null, productSet: null, fetching: 1 })
    expect(loading).toEqual({ page: 'loading' })
    expect(at('loadingMember', { fetching: 1 })).toBe(loading)
    expect(at('loadingStore', { store: null, fetching: 0 })).toBe(loading)
    expect(at('failed')).toBe(at('failed', { fetching: 2 }))
  })
})

describe('startupView header (issue 16 point 4: the child named on every page, the shop’s steps)', () => {
  it('names the student the access code chose, and no one without a student', () => {
    expect(headerOf({ subject: subject() }).shopperName).toBe('Emma Johnson')
    expect(headerOf({ subject: null }).shopperName).toBeNull()
  })

  it('follows the stage: photos and yearbook for a student with galleries, products on for everyone', () => {
    const withPhotos = session({ showGalleryImages: true, yearbookSelection: true })
    expect(
      headerOf({ clientSession: withPhotos, subject: subject({ galleries: [{ ...gallery(1), subject: null }] }) })
        .steps,
    ).toEqual(['photos', 'yearbook', 'products', 'cart', 'checkout'])
    expect(headerOf({ clientSession: { ...withPhotos, galleries: [] }, subject: null }).steps).toEqual([
      'products',
      'cart',
      'checkout',
    ])
  })
})

describe('startupView closed shop (issue 16 point 4: the branded paused page)', () => {
  it('a paused stage says the shop, its session, when it reopens and whom to ask', () => {
    const paused = session({ type: 'pause', completesAt: '2026-07-01T15:00:00.000Z' })
    const view = at('unavailable', { clientSession: paused })
    expect(view).toEqual({
      page: 'unavailable',
      message: 'cart.unavailable',
      tone: 'info',
      shop: {
        logo: store.logo ? { src: store.logo, alt: store.name } : null,
        storeName: store.name,
        sessionLabel: 'Grade 5 Graduation',
        reopensAt: '2026-07-01T15:00:00.000Z',
        contact: {
          name: 'Brightside order desk',
          email: 'orders@brightside.example',
          phone: '+1 408 555 0142',
          telHref: 'tel:+14085550142',
        },
        theme: {
          primary: store.settings.themeOptions.primaryColor,
          accent: store.settings.themeOptions.accentColor,
        },
      },
    })
  })

  it('no reopening date when the stage is not a pause (a store without a cart), none without a store', () => {
    const view = at('unavailable', { clientSession: null })
    expect(view.page === 'unavailable' && view.shop).toMatchObject({ reopensAt: null, sessionLabel: null })
    const unread = at('unavailable', { store: null })
    expect(unread.page === 'unavailable' && unread.shop).toBeNull()
  })
})

describe('stepIndicatorView (issue 16 point 4)', () => {
  const steps = ['photos', 'yearbook', 'products', 'cart', 'checkout'] as const

  it('marks the path’s step current, links the ones passed, and counts for a phone', () => {
    const view = stepIndicatorView(steps, '/catalog/category/prints')
    expect(view).toMatchObject({ position: 3, count: 5, currentLabel: 'steps.products' })
    expect(view?.items.map((i) => [i.step, i.state, i.href])).toEqual([
      ['photos', 'done', '/galleries'],
      ['yearbook', 'done', '/yearbook'],
      ['products', 'current', null],
      ['cart', 'ahead', null],
      ['checkout', 'ahead', null],
    ])
  })

  it('checkout is never a link back: it is entered from the cart', () => {
    expect(stepIndicatorView(steps, '/payment/result')?.items.every((i) => i.step !== 'checkout' || !i.href)).toBe(true)
  })

  it('none on the order pages, an unknown route, or a step this shop does not have', () => {
    expect(stepIndicatorView(steps, '/order/complete/x')).toBeNull()
    expect(stepIndicatorView(steps, '/nowhere')).toBeNull()
    expect(stepIndicatorView(['products', 'cart', 'checkout'], '/galleries')).toBeNull()
  })
})

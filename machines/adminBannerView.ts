// Issue 15 point 2, B §2: the purple admin banner at the top of every shop page, and its admin-only tooltip.

export type AdminHelpPoint = {
  readonly id: 'admin.help_banner' | 'admin.help_hidden' | 'admin.help_prefill' | 'admin.help_features'
  /** The point's list: the admin-only cart features. */
  readonly items: readonly ('admin.feature_open_order' | 'admin.feature_adjustment' | 'admin.feature_manual_payment')[]
}

/**
 * What the tooltip explains, in the order it reads (B §2, B §6, C §1): the banner itself, what admin mode turns off
 * (stage banners, tracking, the previous order's address), and the admin-only cart features (C §6, issue 15 point 2).
 */
export const ADMIN_HELP: readonly AdminHelpPoint[] = [
  { id: 'admin.help_banner', items: [] },
  { id: 'admin.help_hidden', items: [] },
  { id: 'admin.help_prefill', items: [] },
  {
    id: 'admin.help_features',
    items: ['admin.feature_open_order', 'admin.feature_adjustment', 'admin.feature_manual_payment'],
  },
]

export type AdminBannerView = {
  readonly text: 'admin.banner'
  /** Clears the admin token and reloads the same page as a parent sees it. */
  readonly logOut: 'admin.log_out'
  /** The admin area, where an order is opened by its reference. */
  readonly area: { readonly href: '/admin'; readonly label: 'admin.area_link' }
  readonly help: {
    readonly button: 'admin.help_button'
    readonly title: 'admin.help_title'
    readonly points: readonly AdminHelpPoint[]
  }
}

/** B §2, B §6: the banner in admin mode; a parent sees none. */
export const adminBannerView = (adminMode: boolean): AdminBannerView | null =>
  adminMode
    ? {
        text: 'admin.banner',
        logOut: 'admin.log_out',
        area: { href: '/admin', label: 'admin.area_link' },
        help: { button: 'admin.help_button', title: 'admin.help_title', points: ADMIN_HELP },
      }
    : null

import type { SnapshotFrom } from 'xstate'
import type { Subject } from '../core/schemas/photos'
import type { ProductSet } from '../core/schemas/productSet'
import type { ClientSession } from '../core/schemas/session'
import type { Store } from '../core/schemas/store'
import type { HomeRoute } from '../core/startup'
import type { startupMachine } from './startup'

/** B §2 header: the logo when the store has one and the theme shows it, otherwise the store name as heading. */
export type ShopHeaderView = {
  readonly logo: { readonly src: string; readonly alt: string } | null
  readonly storeName: string
  readonly sessionLabel: string | null
  /** B §4 fetch counter above 0: the spinner shows. */
  readonly busy: boolean
}

export type StartupView =
  | { readonly page: 'unavailable'; readonly message: 'cart.unavailable'; readonly tone: 'info' }
  | { readonly page: 'failed'; readonly message: 'cart.load_failure'; readonly tone: 'danger' }
  | { readonly page: 'loading' }
  | {
      readonly page: 'shop'
      readonly store: Store
      readonly productSet: ProductSet
      readonly clientSession: ClientSession | null
      readonly subject: Subject | null
      readonly stage: ClientSession['stage'] | null
      readonly homeRoute: HomeRoute
      /** The store's theme colours (B §3 themeOptions), set as CSS variables. */
      readonly theme: { readonly primary: string; readonly accent: string }
      readonly header: ShopHeaderView
    }

/**
 * B §2 layout as the view shows it: the cart-unavailable page first, then the load-failure page, then the loading
 * shell until startup has loaded, then the shop.
 */
export const startupView = (snapshot: SnapshotFrom<typeof startupMachine>): StartupView => {
  if (snapshot.matches('unavailable')) return { page: 'unavailable', message: 'cart.unavailable', tone: 'info' }
  if (snapshot.matches('failed')) return { page: 'failed', message: 'cart.load_failure', tone: 'danger' }
  const { store, productSet, clientSession, subject, homeRoute, fetching } = snapshot.context
  if (!snapshot.matches('loaded') || !store || !productSet || !homeRoute) return { page: 'loading' }
  const theme = store.settings.themeOptions
  return {
    page: 'shop',
    store,
    productSet,
    clientSession,
    subject,
    stage: clientSession?.stage ?? null,
    homeRoute,
    theme: { primary: theme.primaryColor, accent: theme.accentColor },
    header: {
      logo: store.logo && theme.show_logo ? { src: store.logo, alt: store.name } : null,
      storeName: store.name,
      sessionLabel: clientSession?.label ?? null,
      busy: fetching > 0,
    },
  }
}

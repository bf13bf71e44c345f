import type { SnapshotFrom } from 'xstate'
import type { StudioContact } from '../core/schemas/order'
import type { Subject } from '../core/schemas/photos'
import type { ProductSet } from '../core/schemas/productSet'
import type { ClientSession } from '../core/schemas/session'
import type { Store } from '../core/schemas/store'
import { type ShopStep, shopSteps } from '../core/shopSteps'
import type { HomeRoute } from '../core/startup'
import type { startupMachine } from './startup'

/** B §2 header: the logo when the store has one and the theme shows it, otherwise the store name as heading. */
export type ShopHeaderView = {
  readonly logo: { readonly src: string; readonly alt: string } | null
  readonly storeName: string
  readonly sessionLabel: string | null
  /** Issue 16 point 4: "Shopping for Emma Johnson" on every page, when the access code named a student. */
  readonly shopperName: string | null
  /** Issue 16 point 4: the steps of this shop, for the step indicator (core/shopSteps.ts). */
  readonly steps: readonly ShopStep[]
  /** B §4 fetch counter above 0: the spinner shows. */
  readonly busy: boolean
}

/**
 * Issue 16 point 4: the closed shop still says whose shop it is, when it opens again (a paused stage's completesAt:
 * the end of the pause) and whom to ask (the store's studio contact).
 */
export type ClosedShopView = {
  readonly logo: { readonly src: string; readonly alt: string } | null
  readonly storeName: string
  readonly sessionLabel: string | null
  readonly reopensAt: string | null
  /** The studio contact, with its phone as a tel: address. */
  readonly contact: (StudioContact & { readonly telHref: string | null }) | null
  readonly theme: { readonly primary: string; readonly accent: string }
}

export type StartupView =
  | {
      readonly page: 'unavailable'
      readonly message: 'cart.unavailable'
      readonly tone: 'info'
      /** Null when the store itself could not be read. */
      readonly shop: ClosedShopView | null
    }
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

// One object each: every snapshot while the shop loads (its fetch counter, each read done) is the same view, so the
// layout following it does not render again (issue 17 point 3).
const LOADING: StartupView = { page: 'loading' }
const FAILED: StartupView = { page: 'failed', message: 'cart.load_failure', tone: 'danger' }

/**
 * B §2 layout as the view shows it: the cart-unavailable page first, then the load-failure page, then the loading
 * shell until startup has loaded, then the shop.
 */
export const startupView = (snapshot: SnapshotFrom<typeof startupMachine>): StartupView => {
  const { store, productSet, clientSession, subject, homeRoute, fetching } = snapshot.context
  if (snapshot.matches('unavailable'))
    return {
      page: 'unavailable',
      message: 'cart.unavailable',
      tone: 'info',
      shop: store && closedShop(store, clientSession),
    }
  if (snapshot.matches('failed')) return FAILED
  if (!snapshot.matches('loaded') || !store || !productSet || !homeRoute) return LOADING
  const stage = clientSession?.stage ?? null
  return {
    page: 'shop',
    store,
    productSet,
    clientSession,
    subject,
    stage,
    homeRoute,
    theme: themeOf(store),
    header: {
      logo: logoOf(store),
      storeName: store.name,
      sessionLabel: clientSession?.label ?? null,
      shopperName: subject?.name ?? null,
      steps: shopSteps({
        stage,
        preOrder: productSet.preOrder,
        hasGalleries: (subject?.galleries.length ?? clientSession?.galleries.length ?? 0) > 0,
        hasSubject: subject !== null,
      }),
      busy: fetching > 0,
    },
  }
}

const themeOf = (store: Store) => ({
  primary: store.settings.themeOptions.primaryColor,
  accent: store.settings.themeOptions.accentColor,
})

const logoOf = (store: Store) =>
  store.logo && store.settings.themeOptions.show_logo ? { src: store.logo, alt: store.name } : null

const contactOf = (contact: StudioContact | null) =>
  contact && { ...contact, telHref: contact.phone ? `tel:${contact.phone.replace(/[^+\d]/g, '')}` : null }

const closedShop = (store: Store, clientSession: ClientSession | null): ClosedShopView => ({
  logo: logoOf(store),
  storeName: store.name,
  sessionLabel: clientSession?.label ?? null,
  reopensAt: clientSession?.stage.type === 'pause' ? clientSession.stage.completesAt : null,
  contact: contactOf(store.settings.studioContact ?? null),
  theme: themeOf(store),
})

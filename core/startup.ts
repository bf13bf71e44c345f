/** Rules of the startup sequence (B §2 root path, B §4 startup, C §6). */

export type HomeRoute = '/catalog' | '/galleries'

export const DEFAULT_HOME_ROUTE: HomeRoute = '/catalog'

type StageLike = { readonly type: 'pre-order' | 're-order' | 'pause'; readonly startLocation: 'catalog' | 'photos' }

/** B §2 root path: /galleries when the stage starts on photos and the order is not a pre-order, else /catalog. */
export const homeRoute = (stage: StageLike | null, productSetIsPreOrder: boolean): HomeRoute =>
  stage?.startLocation === 'photos' && stage.type !== 'pre-order' && !productSetIsPreOrder
    ? '/galleries'
    : DEFAULT_HOME_ROUTE

/** B §4: the cart is unavailable when the stage is paused. */
export const isStagePaused = (stage: StageLike | null): boolean => stage?.type === 'pause'

/** C §2 order complete and order view (/order/...): a placed order's pages, not the cart. */
export const isOrderPath = (path: string): boolean => /^\/order\//.test(path)

/** B §4, C §6: a store without a shopping cart is rejected, except on the order path (/order/{reference}). */
export const isStoreRejected = (isShoppingCartAvailable: boolean, path: string): boolean =>
  !isShoppingCartAvailable && !isOrderPath(path)

/**
 * B §4: a paused stage makes the cart unavailable. Interpretation (issue 14): like the store without a cart (C §6),
 * not on the order path: a parent still reaches the order they paid for, its receipt and its files.
 */
export const isCartPaused = (stage: StageLike | null, path: string): boolean =>
  isStagePaused(stage) && !isOrderPath(path)

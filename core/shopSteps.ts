// Issue 16 point 4: the parent's path through a shop (Photos, Yearbook, Products, Cart, Checkout), following the
// stage's setup, and the step a route belongs to. Pure: the startup view and the step indicator follow the answer.

export type ShopStep = 'photos' | 'yearbook' | 'products' | 'cart' | 'checkout'

type StepStage = {
  readonly type: 'pre-order' | 're-order' | 'pause'
  readonly showGalleryImages: boolean
  readonly yearbookSelection: boolean
}

/**
 * The steps of this shop, in order. Photos when the stage shows gallery images and there is a gallery to open, but
 * not in a pre-order (picture day is still to come); Yearbook when the stage collects a yearbook choice and a subject
 * is known (the choice is the subject's, B §4); Products, Cart and Checkout always.
 */
export const shopSteps = (input: {
  stage: StepStage | null
  preOrder: boolean
  hasGalleries: boolean
  hasSubject: boolean
}): readonly ShopStep[] => {
  const { stage } = input
  const photos =
    stage?.showGalleryImages === true && stage.type !== 'pre-order' && !input.preOrder && input.hasGalleries
  const yearbook = stage?.yearbookSelection === true && input.hasSubject
  return [
    ...(photos ? (['photos'] as const) : []),
    ...(yearbook ? (['yearbook'] as const) : []),
    'products',
    'cart',
    'checkout',
  ]
}

/**
 * The step an in-app path belongs to (B §2 routes); null on the pages past the path (order complete, order page) and
 * on an unknown route, where no indicator shows.
 */
export const stepOfPath = (path: string): ShopStep | null => {
  if (/^\/galleries(\/|$)/.test(path)) return 'photos'
  if (/^\/yearbook\/?$/.test(path)) return 'yearbook'
  if (/^\/catalog(\/|$)/.test(path)) return 'products'
  if (/^\/view\/?$/.test(path)) return 'cart'
  if (/^\/(checkout|payment)(\/|$)/.test(path)) return 'checkout'
  return null
}

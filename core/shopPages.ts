// The shop's pages by in-shop path (below the shop's basename), first match wins, as ui/shop/ShopLayout.tsx routes
// them: server/preload.ts names the current page's chunks in the page.

export type ShopPage =
  | 'catalog'
  | 'galleryImages'
  | 'galleries'
  | 'yearbook'
  | 'cart'
  | 'payment'
  | 'paymentResult'
  | 'orderComplete'
  | 'checkout'
  | 'order'

/** A gallery's images, with the gallery's id. */
const GALLERY_IMAGES = /^\/galleries\/([^/]+)\/images/

const SHOP_PAGES: readonly [RegExp, ShopPage][] = [
  // The shop's root redirects to its home route, the catalog unless the stage starts on the photos.
  [/^\/(?:catalog(?:\/|$)|$)/, 'catalog'],
  [GALLERY_IMAGES, 'galleryImages'],
  [/^\/galleries/, 'galleries'],
  [/^\/yearbook/, 'yearbook'],
  [/^\/view/, 'cart'],
  [/^\/checkout\/payment/, 'payment'],
  [/^\/payment\/result/, 'paymentResult'],
  [/^\/order\/complete\//, 'orderComplete'],
  [/^\/checkout/, 'checkout'],
  [/^\/order\//, 'order'],
]

/** The page an in-shop path shows, or null (not found). */
export const shopPageOf = (path: string): ShopPage | null =>
  SHOP_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? null

/** The gallery whose images an in-shop path shows, or null. */
export const galleryIdOf = (path: string): string | null => path.match(GALLERY_IMAGES)?.[1] ?? null

// B §2 single-pose image chooser, B §4 image chooser, B §5 tag rules: which photos the chooser modal lists.
import { chooserImages, type TagRule } from './tags'

type PhotoLike = { readonly id: string; readonly tags: readonly string[]; readonly image: { readonly gallery: string } }

export type ChooserView<P> = {
  photos: P[]
  /** The list is the shopper's favourites (B §2: favourites if any exist, otherwise all). */
  fromFavourites: boolean
  /** B §2: a gallery selector shows with several galleries and no favourites. */
  galleries: string[]
}

/**
 * The photos a product's chooser offers: the favourites when any exist, else every photo (of the chosen gallery),
 * both filtered by the product's tag rules and the rules scoped to images.
 */
export const chooserView = <P extends PhotoLike>(input: {
  photos: readonly P[]
  favouriteCropIds: readonly string[]
  rules: readonly TagRule[]
  galleryId: string | null
}): ChooserView<P> => {
  const allowed = chooserImages(input.photos, input.rules)
  const favourites = new Set(input.favouriteCropIds)
  const favouritePhotos = allowed.filter((p) => favourites.has(p.id))
  if (favouritePhotos.length > 0) return { photos: favouritePhotos, fromFavourites: true, galleries: [] }
  const galleries = [...new Set(allowed.map((p) => p.image.gallery))]
  const photos = input.galleryId === null ? allowed : allowed.filter((p) => p.image.gallery === input.galleryId)
  return { photos, fromFavourites: false, galleries: galleries.length > 1 ? galleries : [] }
}

// B §2 single-pose image chooser, B §4 image chooser, B §5 tag rules: which photos the chooser modal lists.
// Issue 16 point 3: the chooser always reaches every photo: favourites first, a switch to all photos, a gallery
// selector among all photos, and B §8's message when the favourites leave out every photo the product may use.
import { chooserImages, type TagRule } from './tags'

type PhotoLike = { readonly id: string; readonly tags: readonly string[]; readonly image: { readonly gallery: string } }

/** Which photos the parent asked to see: the favourites (the default while any exists) or all of them. */
export type ChooserShow = 'favourites' | 'all'

export type ChooserView<P> = {
  photos: P[]
  /** What is listed: the favourites, or all photos (favourites sorted first). */
  showing: ChooserShow
  /** The favourites / all photos switch: offered once any photo is hearted, with the counts of each list. */
  switch: { favourites: number; all: number } | null
  /** B §8 image_chooser_no_photos_available_due_to_favourites: favourites exist but the product may use none of them. */
  excludedByFavourites: boolean
  /** B §2: a gallery selector among all photos, with several galleries (the favourites list needs none). */
  galleries: string[]
  /** The hearted photos' ids, so the list can mark them. */
  hearted: ReadonlySet<string>
}

/**
 * The photos a product's chooser offers, filtered by the product's tag rules and the rules scoped to images: its
 * favourites while any is hearted and the parent has not switched to all; all photos (of the chosen gallery) with the
 * favourites first otherwise.
 */
export const chooserView = <P extends PhotoLike>(input: {
  photos: readonly P[]
  favouriteCropIds: readonly string[]
  rules: readonly TagRule[]
  galleryId: string | null
  show: ChooserShow
}): ChooserView<P> => {
  const hearted = new Set(input.favouriteCropIds)
  const anyHearted = input.photos.some((p) => hearted.has(p.id))
  const allowed = chooserImages(input.photos, input.rules)
  const favourites = allowed.filter((p) => hearted.has(p.id))
  const switcher = anyHearted ? { favourites: favourites.length, all: allowed.length } : null
  if (anyHearted && input.show === 'favourites') {
    return {
      photos: favourites,
      showing: 'favourites',
      switch: switcher,
      excludedByFavourites: favourites.length === 0 && allowed.length > 0,
      galleries: [],
      hearted,
    }
  }
  const galleries = [...new Set(allowed.map((p) => p.image.gallery))]
  const inGallery = input.galleryId === null ? allowed : allowed.filter((p) => p.image.gallery === input.galleryId)
  const photos = [...inGallery.filter((p) => hearted.has(p.id)), ...inGallery.filter((p) => !hearted.has(p.id))]
  return {
    photos,
    showing: 'all',
    switch: switcher,
    excludedByFavourites: false,
    galleries: galleries.length > 1 ? galleries : [],
    hearted,
  }
}

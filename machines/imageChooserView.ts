import type { SnapshotFrom } from 'xstate'
import { chooserView } from '../core/chooser'
import { PAGE_SIZES, pageItems, pagination } from '../core/paging'
import { photoChoice } from '../core/poses'
import type { ImageCrop } from '../core/schemas/photos'
import type { Product } from '../core/schemas/productSet'
import type { ChooserEvent, imageChooserMachine } from './imageChooser'
import { pagerView } from './pagerView'
import { asIs, message } from './viewText'

type ChooserSnapshot = Pick<SnapshotFrom<typeof imageChooserMachine>, 'context' | 'matches'>

export type ImageChooserInput = {
  /** The subject's photos and where their load stands (useSubjectPhotos: 'loading', 'loaded', 'none', ...). */
  photos: readonly ImageCrop[]
  status: string
  favouriteCropIds: readonly string[]
  product: Pick<Product, 'tagRules' | 'poseLimit' | 'additionalPoseCost'>
  /** Photos already chosen on the product's nodes, for the pose limit (B §5). */
  chosen: readonly { imageId: string }[]
}

/** A gallery's name as the chooser lists it: the first part of one of its photos' labels, else its id. */
const galleryName = (photos: readonly ImageCrop[], galleryId: string) =>
  photos.find((p) => p.image.gallery === galleryId)?.image.label.split(' · ')[0] ?? galleryId

/**
 * B §2 single-pose image chooser modal, B §4 image chooser, B §5 pose limit and tag rules, B §9 (16 a page): the photos
 * listed (favourites if any exist, otherwise all, filtered by the product's tag rules), a gallery selector with
 * several galleries and no favourites, the page shown and the pager, and per photo whether it can be picked (at the
 * pose limit only chosen poses, unless an extra pose has a cost, which it shows). The change-photo button opens it once
 * the photos are loaded; without a subject the slot says there are none.
 */
export const imageChooserView = (snapshot: ChooserSnapshot, input: ImageChooserInput) => {
  const { page, galleryId } = snapshot.context
  const { photos, product } = input
  const view = chooserView({ photos, favouriteCropIds: input.favouriteCropIds, rules: product.tagRules, galleryId })
  const paging = pagination(page, view.photos.length, PAGE_SIZES.imageChooser)
  const chosenPoses = input.chosen.map((c) => ({
    imageId: c.imageId,
    poseId: photos.find((p) => p.image.id === c.imageId)?.poseId,
  }))
  return {
    /** The change or choose photo button: enabled once the photos are loaded. */
    canOpen: input.status === 'loaded',
    openEvent: { type: 'chooser.open' } satisfies ChooserEvent,
    /** 'product_panel.image_chooser_no_subject' under the slot. */
    noSubject: input.status === 'none',
    open: snapshot.matches('open'),
    title: 'product.choose_photo',
    close: { type: 'chooser.close' } satisfies ChooserEvent,
    /** B §2: with several galleries and no favourites; '' is every gallery. */
    gallerySelect:
      view.galleries.length > 0
        ? {
            label: 'chooser.gallery',
            value: galleryId ?? '',
            options: [
              { value: '', text: message('chooser.all_galleries') },
              ...view.galleries.map((g) => ({ value: g, text: asIs(galleryName(photos, g)) })),
            ],
          }
        : null,
    selectGallery: (value: string): ChooserEvent => ({ type: 'chooser.gallery', galleryId: value || null }),
    /** Said when no photo can be listed. */
    empty: view.photos.length === 0 ? 'product_panel.image_chooser_no_photos_available' : null,
    photos: pageItems(view.photos, paging.page, PAGE_SIZES.imageChooser).map((crop) => {
      const pick = photoChoice(product, chosenPoses, { imageId: crop.image.id, poseId: crop.poseId })
      return {
        id: crop.id,
        src: crop.image.smallUrl,
        alt: crop.image.label,
        label: crop.image.label,
        selectable: pick.selectable,
        /** Why it cannot be picked (the pose limit), as a tooltip. */
        tooltip: pick.selectable ? null : 'product_panel.image_chooser_pose_limit_warning_tooltip',
        /** The extra pose cost it adds, only above 0 ('chooser.extra_pose'). */
        extraCost: pick.additionalCost > 0 ? pick.additionalCost : null,
        pick: { type: 'chooser.pick', imageId: crop.image.id, imageCropId: crop.id } satisfies ChooserEvent,
      }
    }),
    paging,
    pager: pagerView(paging),
    page: (to: number): ChooserEvent => ({ type: 'chooser.page', page: to }),
  }
}

export type ImageChooserView = ReturnType<typeof imageChooserView>

import type { SnapshotFrom } from 'xstate'
import { type ChooserShow, chooserView } from '../core/chooser'
import { PAGE_SIZES, pageItems, pagination } from '../core/paging'
import { photoChoice } from '../core/poses'
import type { ImageCrop } from '../core/schemas/photos'
import type { Product } from '../core/schemas/productSet'
import { pictureOf } from '../core/srcset'
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

const showEvent = (show: ChooserShow): ChooserEvent => ({ type: 'chooser.show', show })

/**
 * B §2 single-pose image chooser modal, B §4 image chooser, B §5 pose limit and tag rules, B §9 (16 a page): the photos
 * listed (favourites first, filtered by the product's tag rules), the page shown and the pager, and per photo whether
 * it can be picked (at the pose limit only chosen poses, unless an extra pose has a cost, which it shows). Issue 16:
 * a favourites / all photos switch once any photo is hearted, the gallery selector among all photos with several
 * galleries, B §8's due-to-favourites message with the way to all photos. The change-photo button opens it once the
 * photos are loaded; without a subject the slot says there are none.
 */
export const imageChooserView = (snapshot: ChooserSnapshot, input: ImageChooserInput) => {
  const { page, galleryId, show } = snapshot.context
  const { photos, product } = input
  const view = chooserView({
    photos,
    favouriteCropIds: input.favouriteCropIds,
    rules: product.tagRules,
    galleryId,
    show,
  })
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
    /** Issue 16: favourites or all photos, once any photo is hearted; each option with its count. */
    showSwitch: view.switch
      ? {
          label: 'chooser.show',
          options: (['favourites', 'all'] as const).map((value) => ({
            value,
            text: message(value === 'favourites' ? 'chooser.favourites' : 'chooser.all_photos', {
              count: view.switch?.[value] ?? 0,
            }),
            selected: view.showing === value,
            event: showEvent(value),
          })),
        }
      : null,
    /** B §2: among all photos, with several galleries; '' is every gallery. */
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
    /** Said when no photo can be listed: B §8, the favourites' variant when they leave out every usable photo. */
    empty:
      view.photos.length === 0
        ? view.excludedByFavourites
          ? 'product_panel.image_chooser_no_photos_available_due_to_favourites'
          : 'product_panel.image_chooser_no_photos_available'
        : null,
    /** With the favourites' message: the way to every photo the product may use. */
    showAll: view.excludedByFavourites ? { label: 'chooser.show_all', event: showEvent('all') } : null,
    photos: pageItems(view.photos, paging.page, PAGE_SIZES.imageChooser).map((crop) => {
      const pick = photoChoice(product, chosenPoses, { imageId: crop.image.id, poseId: crop.poseId })
      return {
        id: crop.id,
        ...pictureOf(crop.image.smallUrl, crop.image.sources),
        alt: crop.image.label,
        label: crop.image.label,
        /** A favourite, marked among all photos. */
        hearted: view.hearted.has(crop.id),
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

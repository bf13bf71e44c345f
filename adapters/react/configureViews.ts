// The view-models of the configuration dialogs (DESIGN "The layers": views render a machine's view function and send
// its events). Views may not import machines, so these hooks hand them the view functions' answers.
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { Image } from '../../core/schemas/photos'
import type { CustomForm, Product, ProductOptionGroup, ShippingPromotion } from '../../core/schemas/productSet'
import { backgroundAutoOpens, backgroundChooserView } from '../../machines/backgroundChooserView'
import type { cropMachine } from '../../machines/crop'
import { cropView } from '../../machines/cropView'
import type { customFormMachine } from '../../machines/customForm'
import { customFormBannerView, customFormView } from '../../machines/customFormView'
import { imageChooserView } from '../../machines/imageChooserView'
import { imageOptionsView } from '../../machines/imageOptionsView'
import { photoSlotView } from '../../machines/photoSlotView'
import type { CardPhotos } from '../../machines/productCardView'
import type { NodeView } from '../../machines/productPanelView'
import { quantityInputView } from '../../machines/quantityInputView'
import { shippingPromotionsView } from '../../machines/shippingPromotionsView'
import { stepIndicatorView } from '../../machines/stepIndicatorView'
import { tierInfoView } from '../../machines/tierInfoView'
import { chosenPhotoStorage } from '../storage/chosenPhotoStorage'
import {
  useBackgroundChooser,
  useCroppingAvailable,
  useImageOptionCount,
  useImageOptions,
  useOrderForm,
} from './configure'
import { useFavouriteCropIds, useWelcomeRef } from './photos'
import { useImageChooser, useOrder, useShop, useSubjectPhotos } from './shop'

/** B §2 image crop modal of a photo, from the crop actor's snapshot (useCropper). */
export const useCropView = (snapshot: SnapshotFrom<typeof cropMachine>, image: Image) =>
  useMemo(() => cropView(snapshot, image), [snapshot, image])

/** B §2 image options modal as the photo slot `origin` shows it (null when it does not), and its send. */
export const useImageOptionsDialog = (
  origin: string,
  loadedImageId: string | null,
  actor?: Parameters<typeof useImageOptions>[0],
) => {
  const [snapshot, send] = useImageOptions(actor)
  return { view: imageOptionsView(snapshot, origin, loadedImageId), send }
}

/** B §2 background chooser of one background group; `onApply` receives the backdrop chosen. */
export const useBackgroundChooserDialog = (
  input: { group: ProductOptionGroup; chosen: string | null; photo: Image | null; label?: string | undefined },
  onApply: (optionId: string) => void,
) => {
  const [snapshot, send] = useBackgroundChooser(backgroundAutoOpens(input.group), onApply)
  return { view: backgroundChooserView(snapshot, input), send }
}

/** B §2 custom form modal from the form actor's snapshot (useOrderForm, useFormGroup) and whether it shows. */
export const useCustomFormView = (snapshot: SnapshotFrom<typeof customFormMachine>, form: CustomForm, shown: boolean) =>
  useMemo(() => customFormView(snapshot, form, shown), [snapshot, form, shown])

/** B §4 custom form of the order, as the catalog's banner shows it, with its modal's snapshot, send and shown. */
export const useOrderFormBanner = (form: CustomForm) => {
  const [snapshot, send, shown] = useOrderForm(form, useWelcomeRef())
  return { view: customFormBannerView(snapshot, form), snapshot, send, shown }
}

/** B §2 shipping promotion view of the current order. */
export const useShippingPromotions = (promotions: readonly ShippingPromotion[]) => {
  const order = useOrder()
  return useMemo(() => shippingPromotionsView(order, { shippingPromotions: promotions }), [order, promotions])
}

/** B §2 quantity widget. */
export const useQuantityInputView = (value: number, atLimit: boolean) => quantityInputView(value, atLimit)

/**
 * B §2 single-pose image chooser modal of a product's photo slot: the view (photos, galleries, pages, pose limit),
 * its send, and the subject's photos. `chosen`: the photos of the product's other nodes; `onPick` gets the pick.
 */
export const useImageChooserDialog = (
  product: Pick<Product, 'tagRules' | 'poseLimit' | 'additionalPoseCost'>,
  chosen: readonly { imageId: string }[],
  onPick: (imageId: string, imageCropId: string) => void,
) => {
  const { status, photos } = useSubjectPhotos()
  const favouriteCropIds = useFavouriteCropIds()
  const [snapshot, send] = useImageChooser(onPick)
  return { view: imageChooserView(snapshot, { photos, status, favouriteCropIds, product, chosen }), send, photos }
}

/**
 * Issue 16 point 2: the child's photos for the product cards, with the photo chosen with "Buy this photo" (kept for
 * the tab) and the favourites, so a card shows the parent's photo and a new panel starts with it.
 */
export const useCardPhotos = (): CardPhotos => {
  const { photos } = useSubjectPhotos()
  const favouriteCropIds = useFavouriteCropIds()
  const subjectId = useSelector(useShop().photos, (s) => s.context.subjectId)
  const chosenImageId = chosenPhotoStorage.get(subjectId)
  return useMemo(() => ({ photos, favouriteCropIds, chosenImageId }), [photos, favouriteCropIds, chosenImageId])
}

/** B §2 a product panel's photo slot: the chosen photo, crop, photo options link and backdrop of one node. */
export const usePhotoSlotView = (node: NodeView) => {
  const { photos } = useSubjectPhotos()
  const croppingAvailable = useCroppingAvailable()
  const imageOptionGroups = useShop().productSet.imageProductOptionGroups
  const view = photoSlotView(node, { photos, croppingAvailable, imageOptionGroups })
  return { ...view, optionCount: useImageOptionCount(view.selected?.image.id ?? null) }
}

/** B §2 cost-tier info modal of a tiered product at `quantity` (null: the product has no tiers). */
export const useTierInfoView = (...args: Parameters<typeof tierInfoView>) => {
  const [product, quantity, formatPrice] = args
  return useMemo(() => tierInfoView(product, quantity, formatPrice), [product, quantity, formatPrice])
}

/** Issue 16 point 4: the step indicator of the shop's `steps` at `path` (null: a page off the path). */
export const useStepIndicatorView = (...args: Parameters<typeof stepIndicatorView>) => {
  const [steps, path] = args
  return useMemo(() => stepIndicatorView(steps, path), [steps, path])
}

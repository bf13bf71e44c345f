// The view-models of the configuration views a page renders first (DESIGN "The layers": views render a machine's view
// function and send its events). Views may not import machines, so these hooks hand them the view functions' answers;
// the panels' dialogs have theirs in ./configureDialogs.ts, the custom forms in ./customForm.ts.
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ShippingPromotion } from '../../core/schemas/productSet'
import type { CardPhotos } from '../../machines/productCardView'
import { quantityInputView } from '../../machines/quantityInputView'
import { shippingPromotionsView } from '../../machines/shippingPromotionsView'
import { stepIndicatorView } from '../../machines/stepIndicatorView'
import { chosenPhotoStorage } from '../storage/chosenPhotoStorage'
import { useFavouriteCropIds } from './photos'
import { useOrder, useShop, useSubjectPhotos } from './shop'

/** B §2 shipping promotion view of the current order. */
export const useShippingPromotions = (promotions: readonly ShippingPromotion[]) => {
  const order = useOrder()
  return useMemo(() => shippingPromotionsView(order, { shippingPromotions: promotions }), [order, promotions])
}

/** B §2 quantity widget. */
export const useQuantityInputView = (value: number, atLimit: boolean) => quantityInputView(value, atLimit)

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

/** Issue 16 point 4: the step indicator of the shop's `steps` at `path` (null: a page off the path). */
export const useStepIndicatorView = (...args: Parameters<typeof stepIndicatorView>) => {
  const [steps, path] = args
  return useMemo(() => stepIndicatorView(steps, path), [steps, path])
}

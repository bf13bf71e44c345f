// The catalog's product cards (B §2): their view-model and a tiered product's cost-tier info. Apart from ./shop.tsx
// and ./configureViews.ts, which every shop page loads, so that only the pages with cards load the card's view and
// the rules and prices it shows (issue 17 point 2).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { Product } from '../../core/schemas/productSet'
import { type CardPhotos, productCardView, shownButton } from '../../machines/productCardView'
import { tierInfoView } from '../../machines/tierInfoView'
import { useShop } from './shop'

/**
 * B §2 a product card's view-model, from the order as the order actor holds it (issue 17 point 2: no panel actor, so
 * the card renders before the panel's code; ./productPanel.tsx runs the panel), and its button while that loads.
 */
export const useProductCardView = (
  product: Product,
  categoryId: string,
  formatMoney: (amount: number) => string,
  photos: CardPhotos,
) => {
  const shop = useShop()
  const order = useSelector(shop.order, (s) => s.context.order)
  const orderReady = useSelector(shop.order, (s) => s.matches('ready'))
  const { productSet } = shop
  const card = useMemo(
    () => productCardView({ product, productSet, categoryId, order, orderReady, photos }, formatMoney),
    [product, productSet, categoryId, order, orderReady, photos, formatMoney],
  )
  // The button shown until the panel's chunk has loaded (ui/shop/LazyProductPanel.tsx).
  return { card, waiting: shownButton(card.button, 'loading') }
}

/** B §2 cost-tier info modal of a tiered product at `quantity` (null: the product has no tiers). */
export const useTierInfoView = (...args: Parameters<typeof tierInfoView>) => {
  const [product, quantity, formatPrice] = args
  return useMemo(() => tierInfoView(product, quantity, formatPrice), [product, quantity, formatPrice])
}

// Issue 17 point 2: a card's and a cart line's product panel with what their buttons do, in a chunk that loads after
// the page's first render (ui/shop/LazyProductPanel.tsx); until then the buttons show disabled.
import { useCardPanel, useProductPanel } from '../../adapters/react/productPanel'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { CardButton } from '../../machines/productCardView'
import { CartItemButtons, ProductButton } from './PanelButtons'
import { ProductPanel } from './ProductPanel'

type Props = {
  product: Product
  categoryId: string
  productSet: ProductSet
  formatPrice: (amount: number) => string
}

/** A card's button, busy while its panel saves or removes, and the panel it opens (kept for a reload: issue 16). */
export const CardControls = (props: Props & { button: CardButton }) => {
  const { panel, send, confirm, button } = useCardPanel(props.product, props.categoryId, props.button)
  return (
    <>
      <ProductButton button={button} onClick={() => send(button.event)} />
      <ProductPanel
        view={panel}
        send={send}
        confirm={confirm}
        productSet={props.productSet}
        formatPrice={props.formatPrice}
      />
    </>
  )
}

/** A cart line's Edit (its product panel; saving updates the item) and Remove. */
export const CartItemControls = (props: Props) => {
  const [panel, send, confirm] = useProductPanel(props.product, props.categoryId)
  return (
    <>
      <CartItemButtons onEdit={() => send({ type: 'panel.open' })} onRemove={() => send({ type: 'item.remove' })} />
      <ProductPanel
        view={panel}
        send={send}
        confirm={confirm}
        productSet={props.productSet}
        formatPrice={props.formatPrice}
      />
    </>
  )
}

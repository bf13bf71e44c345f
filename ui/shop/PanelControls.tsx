// Issue 17 point 2: a card's and a cart line's product panel with what their buttons do, in a chunk that loads after
// the page's first render (ui/shop/LazyProductPanel.tsx); until then the buttons show disabled.
import { useState } from 'react'
import { type KeptPanel, useCardPanel, useKeptPanel, useProductPanel } from '../../adapters/react/productPanel'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { CardButton } from '../../machines/productCardView'
import type { Opening } from '../../machines/productPanel'
import { CartItemButtons, ProductButton } from './PanelButtons'
import { ProductPanel } from './ProductPanel'

type Props = {
  product: Product
  categoryId: string
  productSet: ProductSet
  formatPrice: (amount: number) => string
}

// Issue 17 point 3: a panel's actor, its view and its closed <dialog> are made when its button is first pressed (the
// press is then the panel's first event), or at once for the panel a reload reopens (issue 16 point 1). Made for every
// card and line as the page opened, each followed the order and rendered again with every change of it.

/** Whether a panel is made yet: once its button is pressed (`open`, the press its first event), or for a kept draft. */
const useOnDemand = ({ product, categoryId }: Props) => {
  const kept = useKeptPanel(product, categoryId)
  const [opening, open] = useState<Opening | null>(null)
  return { made: opening !== null || kept.restored !== null, kept, opening, open }
}

/** A card's button, busy while its panel saves or removes, and the panel it opens (kept for a reload: issue 16). */
export const CardControls = (props: Props & { button: CardButton }) => {
  const { made, kept, opening, open } = useOnDemand(props)
  if (!made) return <ProductButton button={props.button} onClick={() => open(props.button.event)} />
  return <CardPanel {...props} kept={kept} opening={opening} />
}

const CardPanel = (props: Props & { button: CardButton; kept: KeptPanel; opening: Opening | null }) => {
  const { panel, send, confirm, button } = useCardPanel(props.product, props.kept, props.opening, props.button)
  return (
    <>
      <ProductButton button={button} onClick={() => send(button.event)} focused={props.opening !== null} />
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
  const { made, kept, opening, open } = useOnDemand(props)
  if (!made)
    return (
      <CartItemButtons onEdit={() => open({ type: 'panel.open' })} onRemove={() => open({ type: 'item.remove' })} />
    )
  return <CartItemPanel {...props} kept={kept} opening={opening} />
}

const CartItemPanel = (props: Props & { kept: KeptPanel; opening: Opening | null }) => {
  const [panel, send, confirm] = useProductPanel(props.product, props.kept, props.opening)
  return (
    <>
      <CartItemButtons
        onEdit={() => send({ type: 'panel.open' })}
        onRemove={() => send({ type: 'item.remove' })}
        focused={props.opening && (props.opening.type === 'item.remove' ? 'remove' : 'edit')}
      />
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

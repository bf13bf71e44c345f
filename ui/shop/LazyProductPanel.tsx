import { type ComponentProps, lazy, memo, Suspense } from 'react'
import { afterPaint } from '../../adapters/react/afterPaint'
import type { CardButton } from '../../machines/productCardView'
import { LoadBoundary, LoadFailed } from '../components/LoadBoundary'
import { CartItemButtons, ProductButton } from './PanelButtons'

const panelControls = afterPaint(() => import('./PanelControls'))
const Card = lazy(() => panelControls().then((m) => ({ default: m.CardControls })))
const CartItem = lazy(() => panelControls().then((m) => ({ default: m.CartItemControls })))

/**
 * Issue 17 point 2: the product panels (their actors, options, photo slots, forms, crops) arrive after the page has
 * painted (afterPaint), in a chunk the server does not preload; until then a card's button and a cart line's Edit and
 * Remove show disabled, as the card's button already is until the order has been read. Should the chunk not arrive,
 * they say so and offer a reload. Each panel itself is made when its button is first pressed (./PanelControls.tsx). A
 * card's controls are memoised: its view keeps one button per product and content (machines/productCardView.ts), so
 * they render when their button changes, not with each photo or order change.
 */
export const CardControls = memo(function CardControls({
  waiting,
  ...props
}: ComponentProps<typeof Card> & { waiting: CardButton }) {
  const fallback = <ProductButton button={waiting} />
  return (
    <LoadBoundary fallback={<LoadFailed />}>
      <Suspense fallback={fallback}>
        <Card {...props} />
      </Suspense>
    </LoadBoundary>
  )
})

export const CartItemControls = (props: ComponentProps<typeof CartItem>) => (
  <LoadBoundary fallback={<LoadFailed />}>
    <Suspense fallback={<CartItemButtons />}>
      <CartItem {...props} />
    </Suspense>
  </LoadBoundary>
)

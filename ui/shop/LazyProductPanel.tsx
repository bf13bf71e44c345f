import { type ComponentProps, lazy, Suspense } from 'react'
import type { CardButton } from '../../machines/productCardView'
import { LoadBoundary, LoadFailed } from '../components/LoadBoundary'
import { CartItemButtons, ProductButton } from './PanelButtons'

const Card = lazy(() => import('./PanelControls').then((m) => ({ default: m.CardControls })))
const CartItem = lazy(() => import('./PanelControls').then((m) => ({ default: m.CartItemControls })))

/**
 * Issue 17 point 2: the product panels (their actors, options, photo slots, forms, crops) arrive after the page's first
 * render, in a chunk the server does not preload; until then a card's button and a cart line's Edit and Remove show
 * disabled, as the card's button already is until the order has been read. Should the chunk not arrive, they say so
 * and offer a reload.
 */
export const CardControls = ({ waiting, ...props }: ComponentProps<typeof Card> & { waiting: CardButton }) => (
  <LoadBoundary fallback={<LoadFailed />}>
    <Suspense fallback={<ProductButton button={waiting} />}>
      <Card {...props} />
    </Suspense>
  </LoadBoundary>
)

export const CartItemControls = (props: ComponentProps<typeof CartItem>) => (
  <LoadBoundary fallback={<LoadFailed />}>
    <Suspense fallback={<CartItemButtons />}>
      <CartItem {...props} />
    </Suspense>
  </LoadBoundary>
)

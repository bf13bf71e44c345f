import { type ComponentProps, lazy, memo, Suspense, useEffect, useState } from 'react'
import type { CardButton } from '../../machines/productCardView'
import { LoadBoundary, LoadFailed } from '../components/LoadBoundary'
import { CartItemButtons, ProductButton } from './PanelButtons'

const panelControls = () => import('./PanelControls')
const Card = lazy(() => panelControls().then((m) => ({ default: m.CardControls })))
const CartItem = lazy(() => panelControls().then((m) => ({ default: m.CartItemControls })))

/**
 * Issue 17 point 2: the product panels (their actors, options, photo slots, forms, crops) arrive after the page's first
 * render, in a chunk the server does not preload; until then a card's button and a cart line's Edit and Remove show
 * disabled, as the card's button already is until the order has been read. Should the chunk not arrive, they say so
 * and offer a reload. A card's controls are memoised: its view keeps one button per product and content
 * (machines/productCardView.ts), so they render when their button changes, not with each photo or order change.
 */
export const CardControls = memo(function CardControls({
  waiting,
  ...props
}: ComponentProps<typeof Card> & { waiting: CardButton }) {
  const fallback = <ProductButton button={waiting} />
  return (
    <LoadBoundary fallback={<LoadFailed />}>
      <Suspense fallback={fallback}>{usePanelTurn() ? <Card {...props} /> : fallback}</Suspense>
    </LoadBoundary>
  )
})

export const CartItemControls = (props: ComponentProps<typeof CartItem>) => (
  <LoadBoundary fallback={<LoadFailed />}>
    <Suspense fallback={<CartItemButtons />}>{usePanelTurn() ? <CartItem {...props} /> : <CartItemButtons />}</Suspense>
  </LoadBoundary>
)

// Issue 17 point 3: a panel starts its actor as it mounts, and the actor's first snapshot re-renders it at once
// (synchronously). A category's panels mounting together made one long task (some 500 ms with the CPU 4× slower, the
// buttons frozen meanwhile), so once their chunk is in they mount one per task, in the page's order.
const waiting: (() => void)[] = []
let releasing = false
const releaseNext = () => {
  const next = waiting.shift()
  releasing = next !== undefined
  if (next) {
    next()
    setTimeout(releaseNext)
  }
}
const usePanelTurn = () => {
  const [turn, setTurn] = useState(false)
  useEffect(() => {
    const go = () => setTurn(true)
    waiting.push(go)
    if (!releasing) {
      releasing = true
      // A chunk that fails releases the turns too: each panel then shows the load failure.
      const release = () => setTimeout(releaseNext)
      panelControls().then(release, release)
    }
    return () => {
      const at = waiting.indexOf(go)
      if (at >= 0) waiting.splice(at, 1)
    }
  }, [])
  return turn
}

import { type ComponentProps, lazy, Suspense } from 'react'

const Panel = lazy(() => import('./ProductPanel').then((m) => ({ default: m.ProductPanel })))

/**
 * Issue 17 point 2: the product panel (options, photo slots, forms, crops) arrives after the page's first render, not
 * before it; closed until the shopper opens a product, it shows nothing while it loads (its own boundary keeps the
 * page in place).
 */
export const ProductPanel = (props: ComponentProps<typeof Panel>) => (
  <Suspense fallback={null}>
    <Panel {...props} />
  </Suspense>
)

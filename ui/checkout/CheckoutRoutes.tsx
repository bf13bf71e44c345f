import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { CheckoutFlowProvider } from '../../adapters/react/checkoutFlow'
import type { Store } from '../../core/schemas/store'
import { RouteLoading } from '../components/RouteLoading'
import { CustomerDetailsPage } from './CustomerDetailsPage'

// Issue 17 point 2: the first step renders with this chunk; payment and its result, and order complete, load when
// the shopper gets there (the server preloads the page's chunk when a visit starts on one: server/preload.ts).
const PaymentPage = lazy(() => import('./PaymentPage').then((m) => ({ default: m.PaymentPage })))
const PaymentResultPage = lazy(() => import('./PaymentResultPage').then((m) => ({ default: m.PaymentResultPage })))
const OrderCompletePage = lazy(() => import('./OrderCompletePage').then((m) => ({ default: m.OrderCompletePage })))

/**
 * C §2 checkout: the steps, payment in progress and order complete (issue 17 point 2: checkout and payment code load
 * only here) under one checkout flow (C §4), which lives while the shopper stays on these pages; the boundary inside
 * the flow keeps it in place while a page loads.
 */
export const CheckoutRoutes = ({ store }: { store: Store }) => (
  <CheckoutFlowProvider>
    <Suspense fallback={<RouteLoading />}>
      <Switch>
        <Route path="/checkout/customerDetails">
          <CustomerDetailsPage store={store} />
        </Route>
        <Route path="/checkout/payment">
          <PaymentPage store={store} />
        </Route>
        {/* C §2 payment in progress: the card gateway's page comes back here. */}
        <Route path="/payment/result">
          <PaymentResultPage />
        </Route>
        <Route path="/order/complete/:id">
          {(params) => <OrderCompletePage key={params.id} store={store} orderId={params.id} />}
        </Route>
        {/* C §2: the steps are customerDetails and payment; any other goes to the first. */}
        <Route>
          <Redirect to="/checkout/customerDetails" replace />
        </Route>
      </Switch>
    </Suspense>
  </CheckoutFlowProvider>
)

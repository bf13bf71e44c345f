import { Redirect, Route, Switch } from 'wouter'
import { CheckoutFlowProvider } from '../../adapters/react/checkoutFlow'
import type { Store } from '../../core/schemas/store'
import { CustomerDetailsPage } from './CustomerDetailsPage'
import { OrderCompletePage } from './OrderCompletePage'
import { PaymentPage } from './PaymentPage'
import { PaymentResultPage } from './PaymentResultPage'

/**
 * C §2 checkout: the steps, payment in progress and order complete, one chunk (issue 17 point 2: checkout and payment
 * code load only here) under one checkout flow (C §4), which lives while the shopper stays on these pages.
 */
export const CheckoutRoutes = ({ store }: { store: Store }) => (
  <CheckoutFlowProvider>
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
  </CheckoutFlowProvider>
)

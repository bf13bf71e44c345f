import { Route, Switch } from 'wouter'
import { BusySpinner } from '../components/Spinner'
import { OrderSwitching, SubjectSearchModal } from './SubjectSearchModal'
import { WelcomeModal } from './WelcomeModal'

/**
 * What shows over the shop's pages: the greeting, the brother-or-sister search, the switching backdrop and the busy
 * spinner. Their actors live in the layout's providers; these views load after the page's first render (issue 17
 * point 2), and show what their actors hold once they are in. Not the toasts: each lasts 5 s, so they render with the
 * layout and none can pass unseen while this chunk is on its way.
 */
export const ShopOverlays = () => (
  <>
    {/* The greeting starts a visit: not on the way back from the card's bank page, nor over a confirmation. */}
    <Switch>
      <Route path="/payment/result" />
      <Route path="/order/complete/:id" />
      <Route path="/order/:reference" />
      <Route>
        <WelcomeModal />
      </Route>
    </Switch>
    <SubjectSearchModal />
    <OrderSwitching />
    <BusySpinner />
  </>
)

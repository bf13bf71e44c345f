// The checkout flow's actor with its browser I/O (C §4), apart from ./shopActors.ts so that its machine loads with the
// checkout routes only (issue 17 point 2).
import { checkoutFlowMachine } from '../machines/checkoutFlow'
import type { Track } from './shopActors'

/** What the checkout flow does in the browser: navigate within the shop, track, forget the card kept for the bank. */
export type CheckoutFlowDeps = {
  navigate: (to: string, replace: boolean) => void
  track: Track
  forgetCardDetails: () => void
}

/** C §4 checkout flow: the step actors report to it; it navigates and tracks. */
export const checkoutFlowLogic = (deps: CheckoutFlowDeps) =>
  checkoutFlowMachine.provide({
    actions: {
      navigate: (_, { to, replace }) => deps.navigate(to, replace),
      track: (_, { tracks }) => deps.track(tracks),
      forgetCardDetails: () => deps.forgetCardDetails(),
    },
  })

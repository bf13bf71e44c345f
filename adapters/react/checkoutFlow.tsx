import { useActorRef } from '@xstate/react'
import { createContext, type ReactNode, useContext, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { Actor } from 'xstate'
import type { CheckoutFlowEvent, checkoutFlowMachine } from '../../machines/checkoutFlow'
import { checkoutFlowLogic } from '../checkoutFlowActors'
import { inspection } from '../inspect'
import { keptCardStorage } from '../storage/payment'
import { useShop } from './shop'
import { useTrack } from './track'

const CheckoutFlowContext = createContext<Actor<typeof checkoutFlowMachine> | null>(null)

/**
 * C §4 checkout flow: one flow actor for the shop. The step hooks give their actors a `report` action that sends to it;
 * it navigates (below the shop's basename) and tracks. Inside ShopProvider.
 */
export const CheckoutFlowProvider = ({ children }: { children: ReactNode }) => {
  const shop = useShop()
  const [, navigate] = useLocation()
  const track = useTrack()
  // The actor is created once; its actions reach the current navigation.
  const latest = useRef(navigate)
  latest.current = navigate
  const [logic] = useState(() =>
    checkoutFlowLogic({
      navigate: (to, replace) => latest.current(to, { replace }),
      track,
      forgetCardDetails: () => keptCardStorage().forget(),
    }),
  )
  const flow = useActorRef(logic, { ...inspection(), input: { orderRef: shop.order } })
  return <CheckoutFlowContext.Provider value={flow}>{children}</CheckoutFlowContext.Provider>
}

/** The `report` action of a step machine: what happened on the step, sent to the checkout flow. */
export const useReportToFlow = (): ((_: unknown, params: { event: CheckoutFlowEvent }) => void) => {
  const flow = useContext(CheckoutFlowContext)
  if (!flow) throw new Error('useReportToFlow outside CheckoutFlowProvider')
  const [report] = useState(
    () =>
      (_: unknown, { event }: { event: CheckoutFlowEvent }) =>
        flow.send(event),
  )
  return report
}

import { useActor, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { adjustmentFormMachine } from '../../machines/adjustmentForm'
import { adjustmentFormView } from '../../machines/adjustmentFormView'
import { inspection } from '../inspect'
import { useAdminMode } from './admin'
import { useShop } from './shop'

/**
 * Issue 15 point 2: the studio's price adjustment form in the cart (admin mode only): its actor changes the order
 * through the order actor, its view-model follows the order the order actor holds.
 */
export const useAdjustmentForm = () => {
  const shop = useShop()
  const adminMode = useAdminMode()
  const order = useSelector(shop.order, (s) => s.context.order)
  const logic = useMemo(
    () =>
      adjustmentFormMachine.provide({
        actions: { notify: (_, params) => shop.notifications.send({ type: 'notification.show', ...params }) },
      }),
    [shop],
  )
  const [snapshot, send] = useActor(logic, { ...inspection(), input: { orderRef: shop.order } })
  return { view: adjustmentFormView(snapshot, { order, adminMode }), send }
}

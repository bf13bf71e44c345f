// The shop's long-lived actors with their real I/O provided: the order actor (C §4). Tracking's is in
// ./trackingActor.ts, the product panels' in ./panelActors.ts, the photo options' in ./imageOptionsActors.ts (the
// checkout flow's: ./checkoutFlowActors.ts; the order page's: ./orderActors.ts). No React here, so a test can start
// them and drive a whole add without a browser.
import { fromPromise } from 'xstate'
import type { Order } from '../core/schemas/order'
import type { ToastAction } from '../machines/notifications'
import { type OrderChange, orderMachine } from '../machines/order'
import type { TrackParams } from '../machines/tracking'
import type { CheckoutApi } from './api/checkout'
import type { ConfigureApi } from './api/configure'
import type { OrdersApi } from './api/orders'
import type { PaymentsApi } from './api/payments'

export type Notify = (params: {
  action?: ToastAction
  level: 'success' | 'error' | 'warning' | 'info'
  message: string
  values?: Record<string, string>
}) => void

/** C §7: hands a machine's tracks, in order, to the shop's tracking actor (machines/tracking.ts). */
export type Track = (tracks: readonly TrackParams[]) => void

/** The `Track` of a tracking actor. */
export const tracksTo =
  (tracking: { send: (event: { type: 'track'; tracks: readonly TrackParams[] }) => void }): Track =>
  (tracks) =>
    tracking.send({ type: 'track', tracks })

/** Where the order id of this visit is kept (B §3 local storage per store user, stage and type). */
export type OrderIdStorage = { read: () => string | null; write: (id: string) => void; forget: () => void }

export type ShopDeps = {
  orders: OrdersApi
  configure: ConfigureApi
  checkout: CheckoutApi
  payments: PaymentsApi
  storage: OrderIdStorage
  notify: Notify
  track: Track
}

/**
 * One order change as the API calls it, on the version the order actor holds (If-Match) and with the change's
 * Idempotency-Key (`key`: one per change, so a retry of it never makes it twice).
 */
const applyChange = (
  deps: ShopDeps,
  orderId: string,
  version: number,
  change: OrderChange,
  key: string,
): Promise<Order | null> => {
  switch (change.kind) {
    case 'item.add':
      return deps.orders.addItem(orderId, change.productId, change.draft, change.replaceConflicts, version, key)
    case 'item.update':
      return deps.orders.updateItem(change.itemId, change.draft, version, key)
    case 'item.remove':
      // C §7 delete answers 204: the order is read again for its new totals.
      return deps.orders
        .removeItem(change.itemId, change.withDependents, version, key)
        .then(() => deps.orders.get(orderId))
    case 'form.save':
      return deps.configure.saveForm(orderId, change.formId, change.entryId, change.values, version, key)
    case 'imageOptions.save':
      return deps.configure.saveImageOptions(orderId, change.entries, version, key)
    case 'imageOption.remove':
      return deps.configure.removeImageOption(change.id, version, key)
    case 'item.quantity':
      return deps.orders.updateQuantity(change.itemId, change.quantity, version, key)
    case 'order.clear':
      return deps.orders.clear(orderId, version, key)
    case 'coupon.apply':
      return deps.orders.applyCoupon(orderId, change.code, version, key)
    case 'coupon.remove':
      return deps.orders.removeCoupon(orderId, version, key)
    case 'order.create':
      // Created on the way here (the order actor's `creating`): the change is only to have it.
      return deps.orders.get(orderId)
    case 'order.remove':
      return deps.orders.remove(orderId, version, key).then(() => null)
    case 'customerDetails.save':
      return deps.checkout.saveCustomerDetails(orderId, change.details, version, key)
    case 'payment.choose':
      return deps.payments.choose(orderId, change.method, version, key)
    case 'adjustment.set':
      return deps.orders.setAdjustment(orderId, change.amount, change.reason, version, key)
    case 'adjustment.remove':
      return deps.orders.removeAdjustment(orderId, version, key)
  }
}

export const orderLogic = (deps: ShopDeps) =>
  orderMachine.provide({
    actors: {
      readStoredOrderId: fromPromise(async () => deps.storage.read()),
      getOrder: fromPromise(({ input }) => deps.orders.get(input.orderId)),
      createOrder: fromPromise(({ input }) => deps.orders.create(input.clientSessionId, input.subjectId, input.key)),
      applyChange: fromPromise(({ input }) => applyChange(deps, input.orderId, input.version, input.change, input.key)),
    },
    actions: {
      rememberOrder: (_, { orderId }) => deps.storage.write(orderId),
      forgetOrder: () => deps.storage.forget(),
      notify: (_, params) => deps.notify(params),
      track: (_, { tracks }) => deps.track(tracks),
    },
  })

import { useActor } from '@xstate/react'
import { useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Money } from '../../core/money'
import type { Order } from '../../core/schemas/order'
import { type OrderCompleteEvent, orderCompleteMachine } from '../../machines/orderComplete'
import { type OrderCompleteView, orderCompleteView } from '../../machines/orderCompleteView'
import { type PaymentEvent, paymentMachine } from '../../machines/payment'
import { type PaymentResultEvent, paymentResultMachine } from '../../machines/paymentResult'
import { type PaymentResultView, paymentResultView } from '../../machines/paymentResultView'
import { type PaymentView, paymentView } from '../../machines/paymentView'
import { afterPurchaseApi } from '../api/afterPurchase'
import { createApiClient } from '../api/client'
import { newIdempotencyKey } from '../api/idempotencyKey'
import { ordersApi } from '../api/orders'
import { paymentsApi } from '../api/payments'
import { saveFile } from '../download'
import { inspection } from '../inspect'
import { saveReceipt } from '../orderActors'
import { sandboxGateway } from '../payments/sandbox'
import { chosenMethodStorage, keptCardStorage, paymentErrorStorage } from '../storage/payment'
import { useReportToFlow } from './checkoutFlow'
import { useShop } from './shop'

/** The current month for the card's expiry check (machines read no clock). */
const thisMonth = () => {
  const now = new Date()
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

/** The shop's API clients. */
const usePaymentIo = () => {
  const { config } = useShop()
  return useMemo(() => {
    const client = createApiClient(config.apiBase, config.language)
    return { config, payments: paymentsApi(client), orders: ordersApi(client), afterPurchase: afterPurchaseApi(client) }
  }, [config])
}

/**
 * C §2 payment step (issue 13): the payment actor with its I/O (the payment calls, the sandbox gateway's browser part,
 * the kept payment error and card, its reports to the checkout flow) and its view-model. `order` is the order the step's guard showed.
 */
export const usePaymentStep = (
  order: Order,
  formatMoney: (amount: Money) => string,
): { view: PaymentView; send: (event: PaymentEvent) => void } => {
  const shop = useShop()
  const io = usePaymentIo()
  const report = useReportToFlow()
  const logic = useMemo(() => {
    // Leaving for the gateway's page is a full navigation: it is another site's page in real life.
    const gateway = sandboxGateway((url) => window.location.assign(url))
    return paymentMachine.provide({
      actors: {
        loadMethods: fromPromise(({ input }) => io.payments.methods(input.orderId)),
        tokenise: fromPromise(({ input, signal }) => gateway.tokenise(input.publishableKey, input.card, signal)),
        submitOrder: fromPromise(({ input }) => io.payments.submit(input.orderId, input.payment, input.key)),
        handleCardAction: fromPromise(({ input }) =>
          gateway.handleCardAction(input.clientSecret, `${io.config.basename}${input.returnPath}`),
        ),
        processPayment: fromPromise(({ input }) => io.payments.process(input.orderId)),
      },
      actions: {
        report,
        forgetPaymentError: (_, { orderId }) => paymentErrorStorage(orderId).forget(),
        keepChosenMethod: (_, { orderId, method }) => chosenMethodStorage(orderId).write(method),
        keepCardDetails: (_, { card }) => keptCardStorage().write(card),
        forgetCardDetails: () => keptCardStorage().forget(),
      },
    })
  }, [io, report])
  // Read once for this visit of the step: the key prefix, what /payment/result kept and what was kept of the card.
  const [input] = useState(() => ({
    orderRef: shop.order,
    order,
    orderReady: true,
    today: thisMonth(),
    keyPrefix: newIdempotencyKey(),
    failedMessage: paymentErrorStorage(order.id).read(),
    keptCard: keptCardStorage().read(),
  }))
  const [snapshot, send] = useActor(logic, { ...inspection(), input })
  const view = useMemo(() => paymentView(snapshot, formatMoney), [snapshot, formatMoney])
  return { view, send }
}

/** C §2 payment in progress: processes the payment of the order named in the address, on load. */
export const usePaymentResult = (
  orderId: string | null,
): { view: PaymentResultView; send: (event: PaymentResultEvent) => void } => {
  const shop = useShop()
  const io = usePaymentIo()
  const report = useReportToFlow()
  const logic = useMemo(
    () =>
      paymentResultMachine.provide({
        actors: { processPayment: fromPromise(({ input }) => io.payments.process(input.orderId)) },
        actions: {
          report,
          keepPaymentError: (_, { orderId, message }) => {
            if (message) paymentErrorStorage(orderId).write(message)
          },
        },
      }),
    [io, report],
  )
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: { orderRef: shop.order, orderId, orderReady: shop.order.getSnapshot().matches('ready') },
  })
  return { view: useMemo(() => paymentResultView(snapshot), [snapshot]), send }
}

/** C §2 order complete: reads the order again and shows its confirmation; saves its receipt. */
export const useOrderComplete = (
  orderId: string,
): { view: OrderCompleteView; send: (event: OrderCompleteEvent) => void } => {
  const io = usePaymentIo()
  const logic = useMemo(
    () =>
      orderCompleteMachine.provide({
        actors: {
          getOrder: fromPromise(({ input }) => io.orders.get(input.orderId)),
          saveReceipt: fromPromise(({ input }) => saveReceipt(io.afterPurchase, saveFile, input)),
        },
      }),
    [io],
  )
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: { orderId, placedMethod: chosenMethodStorage(orderId).read() },
  })
  return { view: useMemo(() => orderCompleteView(snapshot), [snapshot]), send }
}

// What the payment-in-progress screen shows (C §2 payment in progress): the spinner with its message while the
// payment is processed, or the way to ask again when no answer came.
import type { SnapshotFrom } from 'xstate'
import type { PaymentResultEvent, paymentResultMachine } from './paymentResult'

export type PaymentResultView = {
  /** processing: the spinner (C §2 alerts.payment_in_progress); unanswered: no answer came, ask again. */
  status: 'processing' | 'unanswered' | 'leaving'
  messageId: 'alerts.payment_in_progress' | 'checkout.payment_unanswered'
  retry: PaymentResultEvent
}

export const paymentResultView = (snapshot: SnapshotFrom<typeof paymentResultMachine>): PaymentResultView => {
  const status = snapshot.matches('unanswered') ? 'unanswered' : snapshot.status === 'done' ? 'leaving' : 'processing'
  return {
    status,
    messageId: status === 'unanswered' ? 'checkout.payment_unanswered' : 'alerts.payment_in_progress',
    retry: { type: 'payment.retry' },
  }
}

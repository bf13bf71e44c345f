import type { PlacedMethod } from '../../machines/orderComplete'
import type { KeptCard } from '../../machines/payment'
import { sessionValue } from './local'
import { nullOr, readAs, string, struct } from './shape'

/**
 * C §4 "failure on complete order stores the server message as payment error": /payment/result keeps the server's
 * words for the payment step it goes back to, in this tab's session storage, per order (another order never shows
 * them). The payment step forgets them when the next attempt starts.
 */
export const paymentErrorStorage = (orderId: string) => sessionValue(`picture-day.payment-error.${orderId}`)

const Method = struct({ label: string, description: nullOr(string) })

/** The method the order was completed with, for the complete page of a placed order ("pay as it says"). */
export const chosenMethodStorage = (orderId: string) => {
  const stored = sessionValue(`picture-day.payment-method.${orderId}`)
  return {
    read: (): PlacedMethod | null => readAs<PlacedMethod>(Method, stored.read()),
    write: (method: PlacedMethod) => stored.write(JSON.stringify(method)),
  }
}

const Kept = struct({ orderId: string, holderName: string, expiryMonth: string, expiryYear: string })

/**
 * Issue 13: the holder name and expiry the payment step keeps before the gateway's page (a full navigation), for the
 * one order it was paying, in this tab's session storage. Written field by field: never the card number nor the
 * security code (card-industry rules forbid storing it).
 */
export const keptCardStorage = () => {
  const stored = sessionValue('picture-day.payment-card')
  return {
    read: (): KeptCard | null => readAs<KeptCard>(Kept, stored.read()),
    write: ({ orderId, holderName, expiryMonth, expiryYear }: KeptCard) =>
      stored.write(JSON.stringify({ orderId, holderName, expiryMonth, expiryYear })),
    forget: stored.forget,
  }
}

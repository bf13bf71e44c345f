import { Schema } from 'effect'
import type { PlacedMethod } from '../../machines/orderComplete'
import { sessionValue } from './local'

/**
 * C §4 "failure on complete order stores the server message as payment error": /payment/result keeps the server's
 * words for the payment step it goes back to, in this tab's session storage, per order (another order never shows
 * them). The payment step forgets them when the next attempt starts.
 */
export const paymentErrorStorage = (orderId: string) => sessionValue(`picture-day.payment-error.${orderId}`)

const Method = Schema.Struct({ label: Schema.String, description: Schema.NullOr(Schema.String) })
const decodeMethod = Schema.decodeUnknownOption(Method)

/** The method the order was completed with, for the complete page of a placed order ("pay as it says"). */
export const chosenMethodStorage = (orderId: string) => {
  const stored = sessionValue(`picture-day.payment-method.${orderId}`)
  return {
    read: (): PlacedMethod | null => {
      try {
        const method = decodeMethod(JSON.parse(stored.read() ?? 'null'))
        return method._tag === 'Some' ? method.value : null
      } catch {
        return null
      }
    },
    write: (method: PlacedMethod) => stored.write(JSON.stringify(method)),
  }
}

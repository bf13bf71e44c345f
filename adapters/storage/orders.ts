import { orderStorageKey } from '../../core/orderMatch'
import type { CartCookie } from './cartCookie'
import { localValue } from './local'

/** B §3: the order id per store user, stage, type and subject, in the shopper's local storage. */
export const orderIdStorage = (storeUserId: string, stageId: string, type: string, subjectId: string | null) =>
  localValue(orderStorageKey(storeUserId, stageId, type, subjectId))

/** C §2: the order asked for in the address when switching to a linked order (oid). */
export const requestedOrderId = (search: string): string | null => new URLSearchParams(search).get('oid') || null

/** B §3, C §3: remembering the order also keeps the cart cookie; forgetting it removes the cookie. */
export const withCartCookie = (
  storage: ReturnType<typeof orderIdStorage>,
  cookie: { write: (value: CartCookie) => void; forget: () => void },
  cart: (orderId: string) => CartCookie,
) => ({
  read: storage.read,
  write: (orderId: string) => {
    storage.write(orderId)
    cookie.write(cart(orderId))
  },
  forget: () => {
    storage.forget()
    cookie.forget()
  },
})

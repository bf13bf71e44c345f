import { orderStorageKey } from '../../core/orderMatch'

/** B §3: the order id per store user, stage and type, in the shopper's local storage. */
export const orderIdStore = (storeUserId: string, stageId: string, type: string) => {
  const key = orderStorageKey(storeUserId, stageId, type)
  return {
    read: (): string | null => {
      try {
        return localStorage.getItem(key)
      } catch {
        return null
      }
    },
    write: (orderId: string) => {
      try {
        localStorage.setItem(key, orderId)
      } catch {
        // Storage refused: the order still works for this visit, a reload starts a new one.
      }
    },
    forget: () => {
      try {
        localStorage.removeItem(key)
      } catch {
        // Nothing stored.
      }
    },
  }
}

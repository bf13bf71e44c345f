import { orderStorageKey } from '../../core/orderMatch'
import { localValue } from './local'

/** B §3: the order id per store user, stage and type, in the shopper's local storage. */
export const orderIdStorage = (storeUserId: string, stageId: string, type: string) =>
  localValue(orderStorageKey(storeUserId, stageId, type))

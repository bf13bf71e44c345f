import { orderStorageKey } from '../../core/orderMatch'
import { localValue } from './local'

/** B §3: the order id per store user, stage, type and subject, in the shopper's local storage. */
export const orderIdStorage = (storeUserId: string, stageId: string, type: string, subjectId: string | null) =>
  localValue(orderStorageKey(storeUserId, stageId, type, subjectId))

/** C §2: the order asked for in the address when switching to a linked order (oid). */
export const requestedOrderId = (search: string): string | null => new URLSearchParams(search).get('oid') || null

import { MAX_REFERENCE_LENGTH, normalizeReference } from '../../core/adminOrder'
import type { AdminOrder } from '../../core/schemas/admin'
import type { Queryable } from '../db/database'

type Row = Pick<AdminOrder, 'id' | 'status'> & {
  order_reference: string
  client_session_id: string
  subject_id: string | null
}

/** Issue 15 point 2 (C §6): any order by its reference, whatever its status (a cart too), for the admin; else null. */
export const adminOrderByReference = async (db: Queryable, typed: string): Promise<AdminOrder | null> => {
  const reference = normalizeReference(typed)
  if (reference === '' || reference.length > MAX_REFERENCE_LENGTH) return null
  const { rows } = await db.query<Row>(
    'select id, order_reference, status, client_session_id, subject_id from orders where order_reference = $1',
    [reference],
  )
  const row = rows[0]
  return row
    ? {
        id: row.id,
        reference: row.order_reference,
        status: row.status,
        clientSession: row.client_session_id,
        subject: row.subject_id,
      }
    : null
}

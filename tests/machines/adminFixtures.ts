import type { AdminOrder } from '../../core/schemas/admin'
import { fixtures } from './fixtures'

// Issue 15 point 2: orders as GET /api/admin/orders/{reference} answers them, for the admin area's scenarios.

const SESSION = '00000000-0000-4000-8000-000000000001'
const ORDER = '00000000-0000-4000-8000-000000000060'
const EMMA = '00000000-0000-4000-8000-000000000101'

const cart: AdminOrder = { id: ORDER, reference: 'K7M2Q9XB', status: 'open', clientSession: SESSION, subject: EMMA }

Object.assign(fixtures, {
  'adminOrder:cart': cart,
  'adminOrder:sessionCart': { ...cart, status: 'checkout', subject: null },
  'adminOrder:paid': { ...cart, status: 'paid' },
})

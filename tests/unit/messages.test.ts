import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { en } from '../../ui/messages/en'

// DESIGN decision 11: every message id a machine or view function names has an English text (a missing one shows
// the id to the shopper).
const NAMESPACES = [
  'notifications',
  'cart',
  'coupon_discount',
  'checkout',
  'product',
  'poses',
  'price',
  'byo',
  'access',
  'address',
  'address_validation',
  'alerts',
  'order_complete',
  'order_view',
]
const ID = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[a-z0-9_]+)'`, 'g')

const machineFiles = readdirSync('machines').filter((f) => f.endsWith('.ts'))

describe('message ids used by machines and view functions', () => {
  it.each(machineFiles)('machines/%s names only ids that have an English text', (file) => {
    const ids = [...readFileSync(`machines/${file}`, 'utf8').matchAll(ID)].map((m) => m[1] ?? '')
    expect(ids.filter((id) => !(id in en))).toEqual([])
  })
})

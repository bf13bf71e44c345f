// Issue 11 point 4: limits everywhere. Bad bodies are refused with 400 (413 for size) and the error body, and change
// nothing; private answers are not cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateOrderResponse, OrderResponse } from '../../core/schemas/order'
import { jsonBodyProblem, jsonDepth, MAX_JSON_DEPTH } from '../../server/requestLimits'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

let api: Api
let token: string
let orderId: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
  const created = await api.request('/orders', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ order: { clientSession: demoId('session:spring-reorders') } }),
  })
  orderId = (await decode(CreateOrderResponse, created)).data.order.id
})
afterAll(() => api.close())

const raw = (body: string, path = '/order_items') =>
  api.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  })

const item = (extra: string) =>
  `{"orderItem":{"order":"${orderId}","product":"${demoId('product:spring-set:magnet')}","quantity":1${extra}}}`

describe('issue 11: request bodies are bounded', () => {
  it('a body over 64 KB answers 413 with the error body', async () => {
    const res = await raw(item(`,"notes":"${'x'.repeat(70 * 1024)}"`))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  it.each([
    ['a NUL character', item(',"options":{"a":{"value":"Emma\\u0000"}}')],
    ['a lone surrogate', item(',"options":{"a":{"value":"\\ud800"}}')],
    ['a number JSON cannot hold (1e400)', item(',"options":{"a":{"value":{"grade":1e400}}}')],
    ['JSON nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['text that is not JSON', '{"orderItem":'],
  ])('%s answers 400 with the error body and adds nothing', async (_, body) => {
    const res = await raw(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request', message: expect.any(String) } })
    const order = (await decode(OrderResponse, await api.get(`/orders/${orderId}`, token))).order
    expect(order.orderItems).toEqual([])
  })

  it('private answers say no-store; catalog reads keep their own revalidation', async () => {
    const order = await api.get(`/orders/${orderId}`, token)
    expect(order.headers.get('Cache-Control')).toBe('no-store')
    const set = await api.get(`/product_sets/${demoId('session:spring-reorders')}`, token)
    expect(set.headers.get('Cache-Control')).toContain('no-cache')
  })
})

describe('the JSON checks, on their own', () => {
  it.each([
    ['{}', 1],
    ['{"a":[1,{"b":"[[["}]}', 3],
    ['"{"', 0],
  ])('%s is %i deep (brackets in strings do not count)', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth)
  })

  it('accepts ordinary bodies and refuses depth over the limit', () => {
    expect(jsonBodyProblem('{"quantity":2,"options":{"a":{"value":"Émma 😀"}}}')).toBeNull()
    expect(jsonBodyProblem('')).toBeNull()
    expect(jsonBodyProblem(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toEqual({
      id: 'request.too_deep',
      values: { depth: MAX_JSON_DEPTH },
    })
  })
})

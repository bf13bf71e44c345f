import { describe, expect, it } from 'vitest'
import { type AnyActorRef, createActor, createMachine } from 'xstate'
import { type ApiClient, ApiError } from '../../adapters/api/client'
import { configureApi } from '../../adapters/api/configure'
import { orderChangesApi } from '../../adapters/api/orderChanges'
import { ordersApi } from '../../adapters/api/orders'
import { orderChangeLogic } from '../../adapters/orderActors'
import type { Order } from '../../core/schemas/order'
import type { ImageCrop } from '../../core/schemas/photos'
import type { ChangeChoices } from '../../machines/orderChange'
import { fixtures } from './fixtures'
import { fixtureId as id } from './imageFixture'
import './orderChangeFixtures'

// Issue 14 point 5: the change after purchase with its real adapters (adapters/api/orderChanges.ts, configure.ts,
// orderChangeLogic) over a fake client: C §7 paths, methods, bodies, If-Match and an Idempotency-Key per attempt.

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown; query?: unknown }

const paid = fixtures['orderChange:paid'] as Order
const choices = fixtures['orderChange:choices'] as ChangeChoices
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Answers by "METHOD path", in turn when a list (an Error is thrown); answers are handed back as they are. */
const start = (answers: Record<string, unknown>, input: Record<string, unknown> = {}) => {
  const calls: Call[] = []
  const turns = new Map<string, number>()
  const client: ApiClient = async (_schema, path, init = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, path, headers: init.headers ?? {}, body: init.body, query: init.query })
    const key = `${method} ${path}`
    if (!(key in answers)) throw new Error(`no answer for ${key}`)
    const list = answers[key]
    const turn = turns.get(key) ?? 0
    turns.set(key, turn + 1)
    const answer = Array.isArray(list) ? list[Math.min(turn, list.length - 1)] : list
    if (answer instanceof Error) throw answer
    return answer as never
  }
  const toasts: unknown[] = []
  const tracked: unknown[] = []
  const photosOf: string[] = []
  const changed: Order[] = []
  const logic = orderChangeLogic({
    orderChanges: orderChangesApi(client),
    configure: configureApi(client),
    orders: ordersApi(client),
    shop: {
      subjectImages: async (subjectId: string) => {
        photosOf.push(subjectId)
        return choices.photos as ImageCrop[]
      },
    },
    productSet: choices.productSet,
    croppingAvailable: true,
    notify: (params) => toasts.push(params),
    track: (tracks) => {
      tracked.push(...tracks)
    },
  })
  const page = createMachine({
    invoke: {
      id: 'change',
      src: logic,
      input: { order: paid, itemId: id(8200), imageId: null, mode: 'item', ...input },
    },
    on: {
      'order.changed': { actions: ({ event }) => void changed.push((event as unknown as { order: Order }).order) },
    },
  })
  const actor = createActor(page).start()
  const change = () => actor.getSnapshot().children.change as AnyActorRef
  return { change, calls, toasts, tracked, photosOf, changed }
}

const declined = Object.assign(new Error('Your card was declined.'), {
  code: 'payment_failed',
  status: 402,
  fields: {},
})

describe('the change after purchase with its API adapters', () => {
  it('C §7 save item options: PUT item_options on the version, a new Idempotency-Key per attempt', async () => {
    const saved = fixtures['orderChange:forestSaved'] as Order
    const { change, calls, photosOf, changed, toasts } = start({
      [`PUT /orders/${paid.id}/item_options`]: [declined, { data: { order: saved } }],
    })
    await settle()
    expect(photosOf).toEqual([id(9)])
    change().send({ type: 'change.backdrop', nodeId: id(8101) })
    change().send({ type: 'backdrop.applied', optionId: id(8012) })
    change().send({ type: 'change.save' })
    change().send({ type: 'change.confirm' })
    await settle()
    change().send({ type: 'change.save' })
    change().send({ type: 'change.confirm' })
    await settle()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /orders/${paid.id}/item_options`,
      `PUT /orders/${paid.id}/item_options`,
    ])
    const [first, second] = calls
    expect(first?.headers['If-Match']).toBe('"3"')
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key'])
    expect(first?.body).toEqual({
      order: paid.id,
      items: [
        {
          id: id(8200),
          options: { [id(8001)]: { value: id(8012) } },
          nodes: [
            {
              node: id(8101),
              image: id(5001),
              imageCrop: id(1001),
              productOption: null,
              crop: null,
              rotation: 0,
              imageTypePreference: null,
            },
          ],
        },
      ],
      confirmedAmount: 500_000,
    })
    expect(changed).toEqual([saved])
    expect(toasts).toEqual([{ level: 'success', message: 'notifications.order_change_saved' }])
  })

  it('C §7 photo options: groups for the photo, save and remove on the version; tracked when viewed', async () => {
    const withRetouching = fixtures['orderChange:withRetouching'] as Order
    const { change, calls, tracked, toasts } = start(
      {
        [`GET /product_option_groups/${id(8002)}`]: {
          productOptionGroup: (fixtures['orderChange:photoGroups'] as unknown[])[0],
        },
        [`DELETE /order_image_options/${id(8400)}`]: { order: fixtures['orderChange:retouchingRemoved'] },
      },
      { order: withRetouching, itemId: null, imageId: id(5001), mode: 'imageOptions' },
    )
    await settle()
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/product_option_groups/${id(8002)}` })
    expect(tracked).toEqual([
      {
        event: 'Image Options Viewed',
        properties: { order: paid.id, orderReference: 'K7M2Q9XP', image: id(5001) },
      },
    ])
    const options = change().getSnapshot().children.imageOptions as AnyActorRef
    options.send({ type: 'imageOptions.remove', groupId: id(8002) })
    await settle()
    change().send({ type: 'change.confirm' })
    await settle()
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: `/order_image_options/${id(8400)}`,
      headers: { 'If-Match': '"3"' },
      query: { confirmedAmount: '-800000' },
    })
    expect(toasts).toEqual([{ level: 'success', message: 'notifications.photo_option_removed' }])
  })

  it('issue 14: a price that moved since the preview (409 amount_changed) is confirmed again and sent at the server’s amount', async () => {
    const moved = new ApiError(
      409,
      'amount_changed',
      'The price of this change moved',
      {},
      {
        confirmedAmount: { amount: 800_000 },
      },
    )
    const saved = fixtures['orderChange:forestSaved'] as Order
    const { change, calls, changed } = start({
      [`PUT /orders/${paid.id}/item_options`]: [moved, { data: { order: saved } }],
    })
    await settle()
    change().send({ type: 'change.backdrop', nodeId: id(8101) })
    change().send({ type: 'backdrop.applied', optionId: id(8012) })
    change().send({ type: 'change.save' })
    change().send({ type: 'change.confirm' })
    await settle()
    expect(change().getSnapshot().value).toEqual({ item: 'confirming' })
    expect(changed).toEqual([])
    change().send({ type: 'change.confirm' })
    await settle()
    expect(calls.map((c) => (c.body as { confirmedAmount: number }).confirmedAmount)).toEqual([500_000, 800_000])
    expect(changed).toEqual([saved])
  })
})

// Issue 9: multi-child ordering (B §2 subject search modal, B §4, B §5, B §7 GET /search/by_code; C §4 linked orders)
// and the order lifecycle calls (C §4, C §7 remove order, clear order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { SubjectsResponse } from '../../core/schemas/photos'
import { SearchByCodeResponse } from '../../core/schemas/search'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { demoSubjects } from '../../server/seed/photos'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const FALL = demoId('session:fall-picture-day')
const GRAD = demoId('session:graduation')
const OAKRIDGE = demoId('session:oakridge-portraits')
const EMMA = demoId('subject:emma')
const LIAM = demoId('subject:liam')
const SOFIA = demoId('subject:sofia')
const AVA = demoId('subject:ava')
const NOAH = demoId('subject:noah')
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const NO_CODE = 'multi_child_ordering.error_search_has_no_access_code'
const NONE_FOUND = 'multi_child_ordering.error_search_found_no_subjects'

let api: Api
let token: string

// The students are seeded with the demo photos; drawing them takes a few seconds.
beforeAll(async () => {
  api = await startApi({ photos: true })
  token = await api.newShopper()
}, 60_000)
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown, as = token, headers: Record<string, string> = {}) =>
  api.send(as, method, path, body, headers)

/** An order for a student: the shopper gives the student's access code first (issue 11), as the shop asks them to. */
const createOrder = async (clientSession: string, subject: string | null, linkedOrder?: string, as = token) => {
  const student = demoSubjects.find((s) => demoId(`subject:${s.key}`) === subject)
  if (student) await api.enterCode(as, demoId(`session:${student.sessionKey}`), student.accessCode)
  return send('POST', '/orders', { order: { clientSession, subject, ...(linkedOrder ? { linkedOrder } : {}) } }, as)
}

const newOrder = async (clientSession: string, subject: string | null, linkedOrder?: string, as = token) => {
  const res = await createOrder(clientSession, subject, linkedOrder, as)
  if (res.status !== 201) throw new Error(`create order: ${res.status} ${await res.text()}`)
  return (await decode(CreateOrderResponse, res)).data.order
}

const getOrder = async (id: string, as = token) =>
  (await decode(OrderResponse, await api.get(`/orders/${id}`, as))).order

const search = (query: Record<string, string>, as = token) =>
  api.get(`/search/by_code?${new URLSearchParams(query)}`, as)

const found = async (query: Record<string, string>, as = token) => {
  const res = await search(query, as)
  if (res.status !== 200) throw new Error(`search: ${res.status} ${await res.text()}`)
  return (await decode(SearchByCodeResponse, res)).data
}

const errorOf = async (res: Response, status: number) => {
  expect(res.status).toBe(status)
  return (await decode(ErrorBody, res)).error
}

/** A photo product of the spring shop, on a class photo: a shared photo every order of the session may take. */
const addMagnet = async (order: Order, set = 'spring-set') => {
  const res = await send('POST', '/order_items', {
    orderItem: {
      order: order.id,
      product: demoIds.product(set, 'magnet'),
      quantity: 2,
      nodes: [
        { node: demoIds.node(set, 'magnet', 0), image: demoId('image:grade-3'), imageCrop: demoId('crop:grade-3') },
      ],
    },
  })
  if (res.status !== 201) throw new Error(`add magnet: ${res.status} ${await res.text()}`)
  return (await decode(OrderItemResponse, res)).order
}

const addPrint = async (order: Order, set: string) => {
  const res = await send('POST', '/order_items', {
    orderItem: {
      order: order.id,
      product: demoIds.product(set, '5x7'),
      quantity: 1,
      nodes: [{ node: demoIds.node(set, '5x7', 0), image: demoId('image:ava:1'), imageCrop: demoId('crop:ava:1') }],
      options: { [demoIds.group(set, 'finish')]: { value: demoIds.option(set, 'finish', 'lustre') } },
    },
  })
  if (res.status !== 201) throw new Error(`add print: ${res.status} ${await res.text()}`)
  return (await decode(OrderItemResponse, res)).order
}

describe('B §7 GET /search/by_code: the subject search of multi-child ordering', () => {
  it('finds a student of the same shop by code, whatever the case, and grants them to the shopper', async () => {
    const shopper = await api.newShopper()
    const emmaOrder = await newOrder(SPRING, EMMA, undefined, shopper)
    const data = await found({ accessCode: ' liam-2026 ', orderId: emmaOrder.id }, shopper)
    expect(data).toEqual({
      clientSessions: [],
      subjects: [
        {
          id: LIAM,
          name: 'Liam Chen',
          clientSession: SPRING,
          clientSessionLabel: 'Maple Grove Elementary: Spring Portraits 2026',
        },
      ],
    })
    // DESIGN decision 4: the code was given, so Liam's photos open for this shopper.
    expect((await api.get(`/subjects/${LIAM}`, shopper)).status).toBe(200)
    // Without an order yet, the shop the search is made from is named by clientSession.
    const before = await found({ accessCode: 'SOFIA-2026', clientSession: SPRING }, shopper)
    expect(before.subjects.map((s) => s.id)).toEqual([SOFIA])
  })

  it('finds a student of another school only when asked for and both stages allow it (multiChildOrderingCrossSession)', async () => {
    const emmaOrder = await newOrder(SPRING, EMMA)
    // Not asked: the spring shop searches its own session only.
    const notAsked = await errorOf(await search({ accessCode: 'AVA-2026', orderId: emmaOrder.id }), 404)
    expect(notAsked.fields?.accessCode).toBe(NONE_FOUND)

    const data = await found({ accessCode: 'AVA-2026', orderId: emmaOrder.id, requireMcoCrossSession: '1' })
    expect(data.subjects).toEqual([
      {
        id: AVA,
        name: 'Ava Johnson',
        clientSession: OAKRIDGE,
        clientSessionLabel: 'Oakridge Middle School: Spring Portraits 2026',
      },
    ])
    expect(data.clientSessions).toEqual([])

    // The graduation stage does not link across sessions: asking is not enough.
    const shopper = await api.newShopper()
    await found({ accessCode: 'MATEO-2026' }, shopper) // the home page grants Mateo
    const mateoOrder = await newOrder(GRAD, demoId('subject:mateo'), undefined, shopper)
    const refused = await search(
      { accessCode: 'AVA-2026', orderId: mateoOrder.id, requireMcoCrossSession: '1' },
      shopper,
    )
    expect((await errorOf(refused, 404)).fields?.accessCode).toBe(NONE_FOUND)
    // Nor is a student found whose own stage keeps to its session (Noah's fall picture day).
    const noah = await search({ accessCode: 'NOAH-2026', orderId: emmaOrder.id, requireMcoCrossSession: '1' })
    expect(noah.status).toBe(404)
  })

  it('finds a session pre-order by the session code (subjectless or subject-code pre-orders), filtered by stage type', async () => {
    const first = await newOrder(FALL, NOAH)
    const data = await found({ accessCode: 'maple-fall', orderId: first.id, stageType: 'pre-order' })
    expect(data).toEqual({
      clientSessions: [{ id: FALL, label: 'Maple Grove Elementary: Fall Picture Day 2026' }],
      subjects: [],
    })
    // A re-order search does not offer a pre-order.
    expect((await search({ accessCode: 'MAPLE-FALL', orderId: first.id, stageType: 're-order' })).status).toBe(404)
    // A re-order session code finds no pre-order to add.
    expect((await search({ accessCode: 'MAPLE-SPRING', clientSession: SPRING })).status).toBe(404)
    // Once the group holds a subjectless pre-order in that session, it is not offered again.
    await newOrder(FALL, null, first.id)
    expect((await search({ accessCode: 'MAPLE-FALL', orderId: first.id })).status).toBe(404)
  })

  it('leaves out the subjects already on the order and its linked orders', async () => {
    const emmaOrder = await newOrder(SPRING, EMMA)
    const emma = await errorOf(await search({ accessCode: 'EMMA-2026', orderId: emmaOrder.id }), 404)
    expect(emma.fields?.accessCode).toBe(NONE_FOUND)
    const liamOrder = await newOrder(SPRING, LIAM, emmaOrder.id)
    // Liam is on a linked order: searched from either order, he is not offered.
    for (const orderId of [emmaOrder.id, liamOrder.id]) {
      expect((await search({ accessCode: 'LIAM-2026', orderId })).status).toBe(404)
    }
    // Another shopper's orders do not count.
    const other = await api.newShopper()
    const theirs = await newOrder(SPRING, SOFIA, undefined, other)
    expect((await found({ accessCode: 'LIAM-2026', orderId: theirs.id }, other)).subjects.map((s) => s.id)).toEqual([
      LIAM,
    ])
  })

  it('B §5: a blank code is 400 and nothing found 404, each with its message key; errors of the context', async () => {
    const order = await newOrder(SPRING, EMMA)
    for (const accessCode of ['', '   ']) {
      const blank = await errorOf(await search({ accessCode, orderId: order.id }), 400)
      expect(blank.fields?.accessCode).toBe(NO_CODE)
    }
    expect((await errorOf(await search({ orderId: order.id }), 400)).fields?.accessCode).toBe(NO_CODE)
    const none = await errorOf(await search({ accessCode: 'NOPE-123', orderId: order.id }), 404)
    expect(none).toMatchObject({ code: 'not_found', fields: { accessCode: NONE_FOUND } })
    // The home page's search answers the same key when nothing matches.
    expect((await errorOf(await search({ accessCode: 'NOPE-123' }), 404)).fields?.accessCode).toBe(NONE_FOUND)
    // Another shopper's order is not a place to search from; a malformed id or an overlong code is a bad request.
    const stranger = await api.newShopper()
    await errorOf(await search({ accessCode: 'LIAM-2026', orderId: order.id }, stranger), 404)
    await errorOf(await search({ accessCode: 'LIAM-2026', clientSession: UNKNOWN }), 404)
    await errorOf(await search({ accessCode: 'LIAM-2026', orderId: 'abc' }), 400)
    await errorOf(await search({ accessCode: 'X'.repeat(101) }), 400)
    // A stage without multi-child ordering searches for no sibling.
    await api.db.query(
      `update stages set settings = settings || '{"multiChildOrdering": false}' where client_session_id = $1`,
      [SPRING],
    )
    try {
      const off = await errorOf(await search({ accessCode: 'LIAM-2026', orderId: order.id }), 409)
      expect(off.code).toBe('multi_child_ordering_off')
    } finally {
      await api.db.query(
        `update stages set settings = settings || '{"multiChildOrdering": true}' where client_session_id = $1`,
        [SPRING],
      )
    }
  })

  it('the home page search still opens a session or a student shop', async () => {
    const shopper = await api.newShopper()
    expect(await found({ accessCode: 'OAKRIDGE-SPRING' }, shopper)).toEqual({
      clientSessions: [{ id: OAKRIDGE, label: 'Oakridge Middle School: Spring Portraits 2026' }],
      subjects: [],
    })
    const ava = await found({ accessCode: 'ava-2026' }, shopper)
    expect(ava.clientSessions.map((s) => s.id)).toEqual([OAKRIDGE])
    expect(ava.subjects.map((s) => s.id)).toEqual([AVA])
  })
})

describe('the demo: a child at another school (DESIGN decision 8)', () => {
  it('Ava Johnson at Oakridge Middle School has her four poses and her own shop', async () => {
    const shopper = await api.newShopper()
    const res = await api.get(`/client_sessions/${OAKRIDGE}/subjects?password=AVA-2026`, shopper)
    const { subjects } = await decode(SubjectsResponse, res)
    expect(subjects).toHaveLength(1)
    expect(subjects[0]).toMatchObject({ id: AVA, name: 'Ava Johnson', organization: 'Oakridge Middle School' })
    expect(subjects[0]?.images).toHaveLength(4)
    const session = (await api.get(`/client_sessions/${OAKRIDGE}`, shopper)).json() as Promise<{
      clientSession: { client: { label: string }; stage: { multiChildOrderingCrossSession: boolean } }
    }>
    expect((await session).clientSession).toMatchObject({
      client: { label: 'Oakridge Middle School' },
      stage: { multiChildOrderingCrossSession: true },
    })
    expect((await api.get(`/product_sets/${OAKRIDGE}`, shopper)).status).toBe(200)
  })
})

describe('C §4 linked orders across client sessions', () => {
  it('links a child of another school where both stages allow it; the summaries head each cart block', async () => {
    const emmaOrder = await addMagnet(await newOrder(SPRING, EMMA))
    const avaOrder = await addPrint(await newOrder(OAKRIDGE, AVA, emmaOrder.id), 'oakridge-set')
    const emmaNow = await getOrder(emmaOrder.id)
    expect(emmaNow.linkedOrders).toHaveLength(1)
    expect(emmaNow.linkedOrders[0]).toMatchObject({
      id: avaOrder.id,
      type: 're-order',
      isPreOrder: false,
      clientSession: OAKRIDGE,
      clientSessionLabel: 'Oakridge Middle School: Spring Portraits 2026',
      clientSessionStage: demoId('stage:oakridge-portraits'),
      subject: AVA,
      subjectName: 'Ava Johnson',
      itemCount: 1,
      subTotal: avaOrder.subTotal,
      total: avaOrder.total,
      version: avaOrder.version,
    })
    expect(avaOrder.total).toBeGreaterThan(0)
    const avaNow = await getOrder(avaOrder.id)
    expect(avaNow.linkedOrders[0]).toMatchObject({
      id: emmaOrder.id,
      subjectName: 'Emma Johnson',
      clientSessionLabel: 'Maple Grove Elementary: Spring Portraits 2026',
      clientSessionStage: demoId('stage:spring-reorders'),
      itemCount: 1,
      total: emmaOrder.total,
    })
    // A subjectless pre-order reads no subject name.
    const preOrder = await newOrder(FALL, null)
    const noah = await newOrder(FALL, NOAH, preOrder.id)
    expect(noah.linkedOrders[0]).toMatchObject({ id: preOrder.id, subject: null, subjectName: null, isPreOrder: true })
  })

  it('refuses a link across sessions when either stage keeps to its session (409)', async () => {
    const emmaOrder = await newOrder(SPRING, EMMA)
    // The fall stage does not link across sessions.
    const intoFall = await errorOf(await createOrder(FALL, NOAH, emmaOrder.id), 409)
    expect(intoFall.code).toBe('multi_child_ordering_off')
    // From the fall shop, a spring order cannot be added either, though the spring stage allows it.
    const noahOrder = await newOrder(FALL, NOAH)
    expect((await errorOf(await createOrder(SPRING, LIAM, noahOrder.id), 409)).code).toBe('multi_child_ordering_off')
  })

  it('refuses a link to an order of another store, even where both stages link across sessions (409 order_link_refused)', async () => {
    // One payment pays the cart (issue 13): its orders are of one store, in one currency.
    const crossSession = (on: boolean) =>
      api.db.query(
        `update stages set settings = settings || jsonb_build_object('multiChildOrdering', $2::boolean,
           'multiChildOrderingCrossSession', $2::boolean) where client_session_id = $1`,
        [GRAD, on],
      )
    const emmaOrder = await newOrder(SPRING, EMMA)
    await crossSession(true)
    try {
      const refused = await errorOf(await createOrder(GRAD, demoId('subject:mateo'), emmaOrder.id), 409)
      expect(refused.code).toBe('order_link_refused')
    } finally {
      await crossSession(false)
    }
    expect((await getOrder(emmaOrder.id)).linkedOrders).toEqual([])
  })

  it('links only to the shopper’s own order (404)', async () => {
    const other = await api.newShopper()
    const theirs = await newOrder(SPRING, SOFIA, undefined, other)
    await errorOf(await createOrder(OAKRIDGE, AVA, theirs.id), 404)
    await errorOf(await createOrder(OAKRIDGE, AVA, UNKNOWN), 404)
  })
})

describe('C §7 DELETE /orders/{id} (remove order)', () => {
  it('removes the shopper’s own order with its items (204); its linked orders stay linked to each other', async () => {
    const emmaOrder = await newOrder(SPRING, EMMA)
    const liamOrder = await addMagnet(await newOrder(SPRING, LIAM, emmaOrder.id))
    const sofiaOrder = await newOrder(SPRING, SOFIA, emmaOrder.id)
    const res = await send('DELETE', `/orders/${liamOrder.id}`, undefined, token, {
      'If-Match': `"${liamOrder.version}"`,
    })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect((await api.get(`/orders/${liamOrder.id}`, token)).status).toBe(404)
    const items = await api.db.query('select 1 from order_items where order_id = $1', [liamOrder.id])
    expect(items.rows).toHaveLength(0)
    expect((await getOrder(emmaOrder.id)).linkedOrders.map((o) => o.id)).toEqual([sofiaOrder.id])
    // The first order of the group (whose id names the group) can go too: the others keep their link.
    expect((await send('DELETE', `/orders/${emmaOrder.id}`)).status).toBe(204)
    const newcomer = await newOrder(SPRING, LIAM, sofiaOrder.id)
    expect((await getOrder(sofiaOrder.id)).linkedOrders.map((o) => o.id)).toEqual([newcomer.id])
  })

  it('another shopper’s or an unknown order is 404; a stale If-Match is 409; a paused shop takes no removal', async () => {
    const order = await addMagnet(await newOrder(SPRING, EMMA))
    const other = await api.newShopper()
    await errorOf(await send('DELETE', `/orders/${order.id}`, undefined, other), 404)
    await errorOf(await send('DELETE', `/orders/${UNKNOWN}`), 404)
    await errorOf(await send('DELETE', '/orders/abc'), 400)
    const stale = await send('DELETE', `/orders/${order.id}`, undefined, token, { 'If-Match': '"1"' })
    expect((await errorOf(stale, 409)).code).toBe('version_conflict')
    await api.db.query(`update stages set type = 'pause' where client_session_id = $1`, [SPRING])
    try {
      expect((await errorOf(await send('DELETE', `/orders/${order.id}`), 409)).code).toBe('cart_unavailable')
    } finally {
      await api.db.query(`update stages set type = 're-order' where client_session_id = $1`, [SPRING])
    }
    expect((await api.get(`/orders/${order.id}`, token)).status).toBe(200)
  })
})

describe('C §4 POST /orders/{id}/clear (clear order)', () => {
  it('removes every item and image option, keeps the form entries and links, and answers the order', async () => {
    const emmaOrder = await newOrder(SPRING, EMMA)
    const liamOrder = await newOrder(SPRING, LIAM, emmaOrder.id)
    await addMagnet(liamOrder)
    const tone = demoIds.group('spring-set', 'image-tone')
    const withOptions = await send('PUT', `/orders/${liamOrder.id}/image_options`, {
      orderImageOptions: [
        {
          image: demoId('image:liam:1'),
          productOptionGroup: tone,
          productOption: demoIds.option('spring-set', 'image-tone', 'bw'),
        },
        {
          image: demoId('image:liam:1'),
          productOptionGroup: demoIds.group('spring-set', 'image-retouching'),
          productOption: demoIds.option('spring-set', 'image-retouching', 'basic'),
        },
      ],
    })
    expect(withOptions.status).toBe(200)
    const studentDetails = demoIds.form('spring-set', 'student-details')
    const field = (key: string) => demoIds.field('spring-set', 'student-details', key)
    const form = await send('POST', '/order_forms', {
      form: {
        order: liamOrder.id,
        form: studentDetails,
        formFields: { [field('student-name')]: 'Liam Chen', [field('grade')]: '3', [field('phone')]: '5551234567' },
      },
    })
    expect(form.status).toBe(201)
    const before = await getOrder(liamOrder.id)
    expect(before.orderItems).toHaveLength(1)
    expect(before.orderImageOptions).toHaveLength(2)
    expect(before.total).toBeGreaterThan(0)

    const res = await send('POST', `/orders/${liamOrder.id}/clear`, undefined, token, {
      'If-Match': `"${before.version}"`,
    })
    expect(res.status).toBe(200)
    const { order } = await decode(OrderItemResponse, res)
    expect(order).toMatchObject({
      id: liamOrder.id,
      orderItems: [],
      orderImageOptions: [],
      subTotal: 0,
      total: 0,
      version: before.version + 1,
    })
    expect(res.headers.get('ETag')).toBe(`"${before.version + 1}"`)
    expect(order.orderFormEntrys.map((e) => e.form)).toEqual([studentDetails])
    expect(order.linkedOrders.map((o) => o.id)).toEqual([emmaOrder.id])
    const rows = await api.db.query('select 1 from order_items where order_id = $1', [liamOrder.id])
    expect(rows.rows).toHaveLength(0)
    // The linked order's summary reads the cleared order.
    expect((await getOrder(emmaOrder.id)).linkedOrders[0]).toMatchObject({ id: liamOrder.id, itemCount: 0, total: 0 })
  })

  it('another shopper’s order is 404 and a stale If-Match 409; clearing an empty order still answers it', async () => {
    const order = await newOrder(SPRING, EMMA)
    const other = await api.newShopper()
    await errorOf(await send('POST', `/orders/${order.id}/clear`, undefined, other), 404)
    const stale = await send('POST', `/orders/${order.id}/clear`, undefined, token, { 'If-Match': '"7"' })
    expect((await errorOf(stale, 409)).code).toBe('version_conflict')
    const res = await send('POST', `/orders/${order.id}/clear`)
    expect(res.status).toBe(200)
    expect((await decode(OrderItemResponse, res)).order).toMatchObject({ orderItems: [], version: order.version + 1 })
  })
})

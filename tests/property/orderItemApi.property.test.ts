// DESIGN decision 2 "browser total equals server total": what the product panel previews (core/orderItem previewItem
// on its draft) is what the API answers for the same draft, sent as the browser sends it (adapters/api/orders.ts
// addItem: core/itemRequest draftToOrderItem). Random configurations of the demo catalog, valid or not.
import { fc } from '@fast-check/vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChildDraft, ItemDraft, NodeChoice } from '../../core/configuration'
import { croppingAvailable } from '../../core/cropBox'
import { validateField } from '../../core/forms'
import { draftToOrderItem } from '../../core/itemRequest'
import { sum } from '../../core/money'
import { type StoredOption as StoredOptionValue, valueShape } from '../../core/options'
import { type Catalog, catalogOf, type ItemVerdict, previewItem, problemFields } from '../../core/orderItem'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, OrderItemResponse } from '../../core/schemas/order'
import type { Product, ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import { ProductSetResponse } from '../../core/schemas/productSet'
import { ClientSessionResponse } from '../../core/schemas/session'
import { StoreResponse } from '../../core/schemas/store'
import { DEMO_STORE_ID, demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from '../api/harness'

const SESSIONS = [demoId('session:spring-reorders'), demoId('session:fall-picture-day')]

/** Shared photos of the spring session (tests/api/harness.ts), each its own pose: any spring order may take them. */
const PHOTOS = [1, 2, 3, 4, 5, 6].map((n) => ({ image: demoId(`test-photo:${n}`), crop: demoId(`test-crop:${n}`) }))

let api: Api
let token: string
let shops: { session: string; set: ProductSet; catalog: Catalog }[]

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
  const store = (await decode(StoreResponse, await api.get(`/stores/${DEMO_STORE_ID}`, token))).store
  shops = await Promise.all(
    SESSIONS.map(async (session) => {
      // What the browser loads at startup (B §7), decoded with the same schemas.
      const { clientSession } = await decode(ClientSessionResponse, await api.get(`/client_sessions/${session}`, token))
      const { productSet } = await decode(ProductSetResponse, await api.get(`/product_sets/${session}`, token))
      return {
        session,
        set: productSet,
        catalog: catalogOf(productSet, croppingAvailable(store.settings, clientSession.stage)),
      }
    }),
  )
}, 120_000)
afterAll(() => api?.close())

const send = (method: string, path: string, body: unknown) =>
  api.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

// ---- Arbitraries: drafts as the product panel builds them, with blank and wrong values among them ----

const allOptionIds = (set: ProductSet) =>
  set.categories.flatMap((c) =>
    c.products.flatMap((p) =>
      [p, ...p.products].flatMap((x) => x.productOptionGroups.flatMap((g) => g.productOptions.map((o) => o.id))),
    ),
  )

const someOf = <T>(values: readonly T[], fallback: T): fc.Arbitrary<T> =>
  values.length > 0 ? fc.constantFrom(...values) : fc.constant(fallback)

const formArb = (set: ProductSet, group: ProductOptionGroup): fc.Arbitrary<StoredOptionValue['value']> => {
  const form = set.forms.find((f) => f.id === group.form)
  if (!form) return fc.constant({})
  const fieldValue = fc.oneof(
    fc.constant(''),
    fc.constantFrom('ADA LOVELACE', '7', 'seven', '12/31/2020', '31/12/2020', 'K', '5551234567'),
    fc.boolean(),
  )
  const known = fc.record(Object.fromEntries(form.formFields.map((f) => [f.id, fieldValue])), { requiredKeys: [] })
  return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: known.map((v) => ({ ...v, shoe: '9' })) })
}

/** One group's value: mostly one it takes, sometimes blank, sometimes of the wrong shape or another group's. */
const valueArb = (set: ProductSet, group: ProductOptionGroup): fc.Arbitrary<StoredOptionValue['value']> => {
  const own = group.productOptions.map((o) => o.id)
  const foreign = someOf(allOptionIds(set), 'none')
  switch (valueShape(group.type)) {
    case 'text': {
      const limit = group.parameters.characterLimit ?? 20
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('Emma Rose', ' Love, Grandma ', 'Eyes closed') },
        { weight: 1, arbitrary: fc.constantFrom('', '   ') },
        { weight: 1, arbitrary: fc.constant('x'.repeat(limit + 1)) },
        { weight: 1, arbitrary: fc.constant(['not text']) },
      )
    }
    case 'single':
      return fc.oneof(
        { weight: 5, arbitrary: someOf(own, 'none') },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: foreign },
        { weight: 1, arbitrary: fc.subarray(own) },
      )
    case 'multi':
      return fc.oneof(
        { weight: 5, arbitrary: fc.subarray(own) },
        { weight: 1, arbitrary: foreign.map((id) => [id]) },
        { weight: 1, arbitrary: someOf(own, 'none') },
      )
    case 'form':
      return fc.oneof(
        { weight: 5, arbitrary: formArb(set, group) },
        { weight: 1, arbitrary: fc.constant('not a form') },
      )
  }
}

const optionsArb = (set: ProductSet, product: Product): fc.Arbitrary<Record<string, StoredOptionValue>> => {
  const otherGroups = set.categories
    .flatMap((c) => c.products.flatMap((p) => p.productOptionGroups))
    .map((g) => g.id)
    .filter((id) => !product.productOptionGroups.some((g) => g.id === id))
  const entries = product.productOptionGroups.map((group) =>
    fc
      .option(
        fc.record({
          value: valueArb(set, group),
          notes: fc.constantFrom<string | undefined>(undefined, undefined, undefined, 'Please keep the freckles', '  '),
        }),
        { nil: undefined, freq: 4 },
      )
      .map((stored) => [group.id, stored] as const),
  )
  const extra = fc.option(
    someOf(otherGroups, 'none').map((id) => [id, { value: 'stray', notes: undefined as string | undefined }] as const),
    { nil: undefined, freq: 8 },
  )
  return fc.tuple(fc.tuple(...entries), extra).map(([list, stray]) => {
    const options: Record<string, StoredOptionValue> = {}
    for (const [id, stored] of [...list, ...(stray ? [stray] : [])]) {
      if (!stored) continue
      options[id] = stored.notes === undefined ? { value: stored.value } : { value: stored.value, notes: stored.notes }
    }
    return options
  })
}

const nodesArb = (product: Product): fc.Arbitrary<NodeChoice[]> => {
  const backgrounds = product.productOptionGroups
    .filter((g) => g.type === 'background')
    .flatMap((g) => g.productOptions.map((o) => o.id))
  const node = (nodeId: string) =>
    fc.record({
      nodeId: fc.constant(nodeId),
      photo: fc.constantFrom(...PHOTOS),
      imageId: fc.oneof({ weight: 9, arbitrary: fc.constant('photo') }, { weight: 1, arbitrary: fc.constant(null) }),
      withCrop: fc.boolean(),
      backgroundOptionId: fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 2, arbitrary: someOf(backgrounds, null) },
        { weight: 1, arbitrary: fc.constant(demoIds.option('spring-set', 'finish', 'lustre')) },
      ),
      crop: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant({ left: 0.1, top: 0.1, width: 0.5, height: 0.6 }) },
        { weight: 1, arbitrary: fc.constant({ left: 0.7, top: 0, width: 0.5, height: 0.5 }) },
      ),
      rotation: fc.constantFrom(undefined, undefined, 0, 90),
    })
  return fc.tuple(...product.nodes.map((n) => fc.option(node(n.id), { nil: undefined, freq: 8 }))).map((list) =>
    list.flatMap((n): NodeChoice[] =>
      n
        ? [
            {
              nodeId: n.nodeId,
              imageId: n.imageId === null ? null : n.photo.image,
              imageCropId: n.withCrop ? n.photo.crop : null,
              backgroundOptionId: n.backgroundOptionId,
              ...(n.crop === undefined ? {} : { crop: n.crop }),
              ...(n.rotation === undefined ? {} : { rotation: n.rotation }),
            },
          ]
        : [],
    ),
  )
}

/** A build-your-own package's choices: random ones, or the demo's ten credits (often complete) with random extras. */
const childrenArb = (set: ProductSet, product: Product): fc.Arbitrary<ChildDraft[]> => {
  const foreign = set.categories.flatMap((c) => c.products).find((p) => !product.products.includes(p))
  const choices = [...product.products, ...(foreign ? [foreign] : [])]
  const child = (choice: Product) =>
    fc
      .tuple(fc.integer({ min: 1, max: 3 }), optionsArb(set, choice), nodesArb(choice))
      .map(([quantity, options, nodes]) => ({ productId: choice.id, quantity, options, nodes }))
  const random = fc.array(
    fc.constantFrom(...choices).chain((choice) => child(choice)),
    { maxLength: 6 },
  )
  const byKey = (key: string) => product.products.find((p) => p.id === demoIds.product('spring-set', key))
  const ten = ['byo-class-photo', 'byo-8x10', 'byo-5x7', 'byo-wallets'].map(byKey)
  const usual = ten.every((p): p is Product => p !== undefined)
    ? fc
        .tuple(
          fc.tuple(...ten.map((p) => child(p as Product).map((c) => ({ ...c, quantity: 1 })))),
          fc.array(
            fc.constantFrom(...product.products).chain((choice) => child(choice)),
            { maxLength: 1 },
          ),
        )
        .map(([base, more]) => [...base, ...more])
    : random
  return fc.oneof(random, usual).map((list) => list.map((c, i) => ({ ...c, key: `choice-${i}` })))
}

const draftArb = (set: ProductSet, product: Product): fc.Arbitrary<ItemDraft> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
        { weight: 2, arbitrary: fc.constantFrom(8, 16, 24, 25) },
        { weight: 2, arbitrary: fc.integer({ min: 4, max: 30 }) },
        { weight: 1, arbitrary: fc.constant(0) },
      ),
      optionsArb(set, product),
      nodesArb(product),
      product.isByo
        ? childrenArb(set, product)
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant<ChildDraft[]>([]) },
            { weight: 1, arbitrary: childrenArb(set, product) },
          ),
    )
    .map(([quantity, options, nodes, children]) => ({ quantity, options, nodes, children }))

// A draft the shopper completed: a value every group takes, a photo and a crop on every node (two poses at most),
// the demo package's ten credits. Mostly accepted; a quantity over a limit or a locked product can still fail.
const FORM_CANDIDATES = ['ADA LOVELACE', '7', '12/31/2020', '31/12/2020', 'K']

const completeOptions = (set: ProductSet, product: Product): fc.Arbitrary<Record<string, StoredOptionValue>> =>
  fc
    .tuple(
      ...product.productOptionGroups.map((group): fc.Arbitrary<[string, StoredOptionValue['value']]> => {
        const own = group.productOptions.map((o) => o.id)
        const form = set.forms.find((f) => f.id === group.form)
        switch (valueShape(group.type)) {
          case 'text':
            return fc.constantFrom('Emma Rose', 'Eyes closed').map((v) => [group.id, v])
          case 'single':
            return someOf(own, 'none').map((v) => [group.id, v])
          case 'multi':
            return fc.subarray(own).map((v) => [group.id, v])
          default:
            return fc.constant([
              group.id,
              Object.fromEntries(
                (form?.formFields ?? []).map((f) => [
                  f.id,
                  FORM_CANDIDATES.find((v) => validateField(f, v) === null) ?? '',
                ]),
              ),
            ])
        }
      }),
    )
    .map((entries) => Object.fromEntries(entries.map(([id, value]) => [id, { value }])))

const completeNodes = (product: Product): fc.Arbitrary<NodeChoice[]> =>
  fc.tuple(...product.nodes.map(() => fc.constantFrom(...PHOTOS.slice(0, 2)))).map((photos) =>
    product.nodes.map((n, i) => ({
      nodeId: n.id,
      imageId: photos[i]?.image ?? null,
      imageCropId: photos[i]?.crop ?? null,
      backgroundOptionId: null,
    })),
  )

const completeDraft = (set: ProductSet, product: Product): fc.Arbitrary<ItemDraft> => {
  const byKey = (key: string) => product.products.find((p) => p.id === demoIds.product('spring-set', key))
  const ten = ['byo-class-photo', 'byo-8x10', 'byo-5x7', 'byo-wallets']
    .map(byKey)
    .filter((p): p is Product => p !== undefined)
  const children: fc.Arbitrary<ChildDraft[]> = product.isByo
    ? fc.tuple(...ten.map((c) => fc.tuple(completeOptions(set, c), completeNodes(c)))).map((list) =>
        list.map(([options, nodes], i) => ({
          key: `choice-${i}`,
          productId: ten[i]?.id ?? '',
          quantity: 1,
          options,
          nodes,
        })),
      )
    : fc.constant([])
  return fc
    .tuple(fc.constantFrom(1, 1, 2, 8), completeOptions(set, product), completeNodes(product), children)
    .map(([quantity, options, nodes, chosen]) => ({ quantity, options, nodes, children: chosen }))
}

/** A completed draft with one choice taken back: a required group's value, a node's photo or a package choice. */
const incompleteDraft = (set: ProductSet, product: Product): fc.Arbitrary<ItemDraft> =>
  completeDraft(set, product).chain((draft) => {
    const required = product.productOptionGroups.filter((g) => g.required).map((g) => g.id)
    const parts = [
      ...required.map((id) => ({ ...draft, quantity: 1, options: omit(draft.options, id) })),
      ...draft.nodes.map((_, i) => ({ ...draft, quantity: 1, nodes: draft.nodes.filter((__, j) => j !== i) })),
      ...draft.children.map((_, i) => ({
        ...draft,
        quantity: 1,
        children: draft.children.filter((__, j) => j !== i),
      })),
    ]
    return parts.length > 0 ? fc.constantFrom(...parts) : fc.constant(draft)
  })

const omit = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))

const caseArb = () =>
  fc
    .constantFrom(...shops)
    .chain((shop) =>
      fc
        .constantFrom(...shop.set.categories.flatMap((c) => c.products))
        .chain((product) =>
          fc
            .oneof(draftArb(shop.set, product), completeDraft(shop.set, product), incompleteDraft(shop.set, product))
            .map((draft) => ({ shop, product, draft })),
        ),
    )

// ---- The property ----

const verdictName = (v: ItemVerdict) => (v.ok ? 'ok' : v.code)

describe('DESIGN decision 2: the product panel’s preview is the server’s answer', () => {
  it('B §5, C §3: the same verdict, the same field keys, and when accepted the same prices cent for cent', async () => {
    const seen = new Map<string, number>()
    await fc.assert(
      fc.asyncProperty(caseArb(), async ({ shop, product, draft }) => {
        const verdict = previewItem(shop.catalog, product, draft, 0)
        const created = await send('POST', '/orders', { order: { clientSession: shop.session } })
        const order = (await decode(CreateOrderResponse, created)).data.order
        // Exactly the body of adapters/api/orders.ts addItem.
        const res = await send('POST', '/order_items', {
          orderItem: { order: order.id, product: product.id, ...draftToOrderItem(draft) },
          replaceConflicts: false,
        })
        seen.set(verdictName(verdict), (seen.get(verdictName(verdict)) ?? 0) + 1)
        if (draft.quantity < 1) {
          // The request schema refuses a quantity below 1 before any rule runs; the panel says why at the same field.
          expect(res.status).toBe(400)
          const error = (await decode(ErrorBody, res)).error
          expect(error.code).toBe('bad_request')
          expect(error.fields).toHaveProperty(['orderItem.quantity'])
          expect(verdict.ok ? [] : verdict.problems.map((p) => p.path)).toContain('orderItem.quantity')
          return
        }
        if (!verdict.ok) {
          expect(res.status).toBe(400)
          const error = (await decode(ErrorBody, res)).error
          expect({ code: error.code, fields: error.fields }).toEqual({
            code: verdict.code,
            fields: problemFields(verdict.problems),
          })
          return
        }
        if (res.status === 409) {
          // A product the business rules lock in an empty order (C §4) is complete but cannot be added yet.
          expect((await decode(ErrorBody, res)).error.code).toBe('product_locked')
          return
        }
        expect(res.status).toBe(201)
        const stored = (await decode(OrderItemResponse, res)).order.orderItems.find((i) => i.product === product.id)
        const { item } = verdict
        expect(stored).toMatchObject({
          quantity: item.quantity,
          subTotal: item.subTotal,
          originalSubTotal: item.originalSubTotal,
          totalCredits: item.totalCredits,
          additionalCredits: item.additionalCredits,
          additionalCreditsSubTotal: item.additionalCreditsSubTotal,
          additionalPoses: item.additionalPoses,
          additionalPosesSubTotal: item.additionalPosesSubTotal,
        })
        // The breakdown adds up to the line (docs/pricing.md).
        const b = item.breakdown
        const extras = sum([
          ...b.options.map((o) => o.amount),
          b.backgrounds,
          b.packageChoices,
          b.extraPoses.amount,
          b.extraCredits.amount,
        ])
        expect(b.lineTotal).toBe(item.subTotal)
        expect(b.listUnitPrice * item.quantity - b.tierSaving + extras * item.quantity).toBe(b.lineTotal)
      }),
      { numRuns: 60 },
    )
    // The runs reach accepted items as well as refused ones.
    expect(seen.get('ok') ?? 0).toBeGreaterThan(0)
    expect((seen.get('invalid_order_item') ?? 0) + (seen.get('incomplete_product_configuration') ?? 0)).toBeGreaterThan(
      0,
    )
  }, 180_000)
})

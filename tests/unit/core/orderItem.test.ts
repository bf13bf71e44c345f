import { beforeAll, describe, expect, it } from 'vitest'
import { emptyDraft, type ItemDraft } from '../../../core/configuration'
import { FORM_ERRORS } from '../../../core/forms'
import { MAX_QUANTITY, MAX_TEXT_LENGTH } from '../../../core/inputLimits'
import { draftToOrderItem } from '../../../core/itemRequest'
import {
  type Catalog,
  catalogOf,
  checkOrderItem,
  ITEM_PROBLEM_KEYS,
  ITEM_PROBLEMS,
  type ItemInput,
  type ItemProblem,
  type ItemVerdict,
  type PricedItem,
  previewItem,
  problemFields,
} from '../../../core/orderItem'
import type { Product, ProductSet } from '../../../core/schemas/productSet'
import { demoIds, demoPrice as usd } from '../../../server/seed/demo'
import { en } from '../../../ui/messages/en'
import { demoCatalogs, demoProduct, loadDemoSets } from '../demoCatalog'

let sets: { spring: ProductSet; fall: ProductSet }
let catalogs: { spring: Catalog; fall: Catalog }

beforeAll(async () => {
  sets = await loadDemoSets()
  catalogs = demoCatalogs(sets)
}, 120_000)

const spring = (key: string) => demoProduct(sets.spring, 'spring-set', key)
const fall = (key: string) => demoProduct(sets.fall, 'fall-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const node = (product: string, i = 0) => demoIds.node('spring-set', product, i)
const field = (key: string) => demoIds.field('spring-set', 'trading-card', key)
const onPhoto = (product: string, n = 1, i = 0) => ({
  node: node(product, i),
  image: `photo-${n}`,
  imageCrop: `crop-${n}`,
})
const finish = (key = 'lustre') => ({ [group('finish')]: { value: option('finish', key) } })

/** Every problem produced in this file, to check its message's placeholders. */
const seen: ItemProblem[] = []

const check = (product: Product, item: Partial<ItemInput> = {}, quantityInOrder = 0, catalog?: Catalog) => {
  const verdict = checkOrderItem(
    catalog ?? (sets.fall.categories.some((c) => c.products.includes(product)) ? catalogs.fall : catalogs.spring),
    product,
    { quantity: 1, options: {}, nodes: [], orderItems: [], ...item },
    quantityInOrder,
  )
  if (!verdict.ok) seen.push(...verdict.problems)
  return verdict
}

const priced = (verdict: ItemVerdict): PricedItem => {
  if (!verdict.ok) throw new Error(`refused: ${JSON.stringify(verdict.problems)}`)
  return verdict.item
}

const refused = (verdict: ItemVerdict) => {
  if (verdict.ok) throw new Error('accepted')
  return { code: verdict.code, fields: problemFields(verdict.problems), problems: verdict.problems }
}

describe('C §3 order item: a complete item is priced from the catalog', () => {
  it('a plain product: retail per unit, nothing saved', () => {
    const item = priced(check(spring('magnet'), { quantity: 2, nodes: [onPhoto('magnet')] }))
    expect(item).toMatchObject({ quantity: 2, quantityLimit: 10, subTotal: usd(18), originalSubTotal: usd(18) })
    expect(item.breakdown).toEqual({
      unitPrice: usd(9),
      listUnitPrice: usd(9),
      options: [],
      backgrounds: 0,
      packageChoices: 0,
      extraPoses: { count: 0, amount: 0 },
      extraCredits: { count: 0, amount: 0 },
      tierSaving: 0,
      lineTotal: usd(18),
    })
    expect(item.nodes).toEqual([
      {
        nodeId: node('magnet'),
        imageId: 'photo-1',
        imageCropId: 'crop-1',
        imageTypePreference: null,
        productOptionId: null,
        crop: null,
        rotation: 0,
      },
    ])
  })

  it('B §5 option groups: each chosen group adds its amount to every unit, in the breakdown by group', () => {
    const item = priced(
      check(spring('8x10'), {
        quantity: 2,
        nodes: [onPhoto('8x10')],
        options: {
          ...finish('metallic'),
          [group('print-extras')]: { value: [option('print-extras', 'mount'), option('print-extras', 'laminate')] },
          [group('name-line')]: { value: '  Emma Rose  ' },
        },
      }),
    )
    expect(item.breakdown.options).toEqual([
      { groupId: group('finish'), label: 'Paper finish', amount: usd(4) },
      { groupId: group('print-extras'), label: 'Print extras', amount: usd(14) },
      { groupId: group('name-line'), label: 'Name on the print', amount: usd(3) },
    ])
    // 2 × ($18 + $4 + $6 + $8 + $3)
    expect(item).toMatchObject({ subTotal: usd(78), originalSubTotal: usd(78) })
    expect(item.breakdown).toMatchObject({ unitPrice: usd(18), lineTotal: usd(78), tierSaving: 0 })
    // B §5: values are trimmed.
    expect(item.options.find((o) => o.groupId === group('name-line'))?.value).toBe('Emma Rose')
  })

  it('B §5 a free choice is listed at 0; a hidden dependent group is dropped and not charged', () => {
    const item = priced(
      check(spring('11x14'), {
        nodes: [onPhoto('11x14')],
        options: {
          [group('framing')]: { value: option('framing', 'unframed') },
          [group('mat')]: { value: option('mat', 'grey') },
        },
      }),
    )
    expect(item.breakdown.options).toEqual([{ groupId: group('framing'), label: 'Framing', amount: 0 }])
    expect(item.subTotal).toBe(usd(32))
  })

  it.each([
    // B §3 pricingStrategy, C §9: the unit price is the line's average; tierSaving what the tiers save on retail × n
    ['volume: every unit at the band of the quantity', '5x7', 6, usd(7), usd(18), usd(42)],
    ['tiered: graduated, 2 × $12 + 3 × $10 + 1 × $8', 'wallets', 6, 1_033_333, usd(10), usd(62)],
    ['tiered within the first band', 'wallets', 2, usd(12), 0, usd(24)],
  ])('B §5 quantity input, %s', (_, key, quantity, unitPrice, tierSaving, lineTotal) => {
    const item = priced(check(spring(key), { quantity, nodes: [onPhoto(key)], options: finish() }))
    expect(item.breakdown).toMatchObject({ unitPrice, listUnitPrice: spring(key).retailAmount, tierSaving, lineTotal })
    // The tiers are the list price too: nothing of a tier is a promotion saving (C §3 originalSubTotal).
    expect(item.originalSubTotal).toBe(lineTotal)
  })

  it('B §5 fixed quantity tiers: 16 cards are one $32 bundle, the galaxy design adds $0.50 to each card', () => {
    const item = priced(
      check(spring('trading-cards'), {
        quantity: 16,
        nodes: [onPhoto('trading-cards')],
        options: {
          [group('card-design')]: { value: option('card-design', 'galaxy') },
          [group('card-details')]: { value: { [field('player')]: 'ADA', [field('number')]: '7' } },
        },
      }),
    )
    expect(item.breakdown).toMatchObject({
      unitPrice: usd(2),
      listUnitPrice: usd(9),
      tierSaving: usd(9 * 16 - 32),
      options: [
        { groupId: group('card-design'), amount: 50_000 },
        { groupId: group('card-details'), amount: 0 },
      ],
      lineTotal: usd(40),
    })
  })

  it.each([
    // B §5 other: a promotion cost of zero reads Free; the saving shows against retail.
    ['a free promotion', 'class-photo', {}, 0, usd(15)],
    [
      'a promotion below retail',
      'early-bird-pack',
      { options: { [demoIds.group('fall-set', 'finish')]: { value: demoIds.option('fall-set', 'finish', 'lustre') } } },
      usd(35),
      usd(45),
    ],
    ['a special at retail', 'retouch-upgrade', {}, usd(10), usd(10)],
  ])('B §2, B §5 pre-order promotions: %s', (_, key, item, subTotal, originalSubTotal) => {
    const priced_ = priced(check(fall(key), item))
    expect(priced_).toMatchObject({ subTotal, originalSubTotal })
    expect(priced_.breakdown).toMatchObject({
      unitPrice: subTotal,
      listUnitPrice: originalSubTotal,
      tierSaving: originalSubTotal - subTotal,
      lineTotal: subTotal,
    })
  })

  it('B §5 multi-pose package: an active discount sets the unit price; a third pose adds additionalPoseCost', () => {
    const nodes = (photos: number[]) => photos.map((n, i) => onPhoto('portrait-collection', n, i))
    const two = priced(check(spring('portrait-collection'), { nodes: nodes([1, 2, 2, 1]), options: finish() }))
    expect(two).toMatchObject({ subTotal: usd(52), originalSubTotal: usd(59), additionalPoses: 0 })
    expect(two.breakdown).toMatchObject({ unitPrice: usd(52), tierSaving: usd(7), extraPoses: { count: 0, amount: 0 } })
    const three = priced(
      check(spring('portrait-collection'), { quantity: 2, nodes: nodes([1, 2, 3, 3]), options: finish() }),
    )
    expect(three).toMatchObject({
      subTotal: usd(2 * 59),
      originalSubTotal: usd(2 * 66),
      additionalPoses: 1,
      additionalPosesSubTotal: usd(14),
    })
    expect(three.breakdown).toMatchObject({ extraPoses: { count: 1, amount: usd(7) }, lineTotal: usd(118) })
  })

  it('B §5 multi-pose with a background per node: the backdrops add to every unit', () => {
    const base = spring('portrait-collection')
    const backdrop = spring('green-screen-8x10').productOptionGroups.find((g) => g.type === 'background')
    if (!backdrop) throw new Error('no backdrop group')
    const product: Product = {
      ...base,
      allowMultipleBackgrounds: true,
      productOptionGroups: [...base.productOptionGroups, backdrop],
    }
    const withBackdrop = (n: number, i: number, key: string) => ({
      ...onPhoto('portrait-collection', n, i),
      productOption: option('backdrop', key),
    })
    const nodes = [
      withBackdrop(1, 0, 'blossom'),
      withBackdrop(1, 1, 'blue'),
      withBackdrop(2, 2, 'blossom'),
      withBackdrop(2, 3, 'grey'),
    ]
    const item = priced(check(product, { nodes, options: finish() }))
    expect(item.breakdown).toMatchObject({ backgrounds: usd(10), lineTotal: usd(62) })
    expect(item.nodes.map((n) => n.productOptionId)).toEqual(nodes.map((n) => n.productOption))
    const missing = refused(
      check(product, { nodes: [...nodes.slice(0, 3), onPhoto('portrait-collection', 2, 3)], options: finish() }),
    )
    expect(missing).toMatchObject({
      code: 'incomplete_product_configuration',
      fields: { [`orderItem.nodes.${node('portrait-collection', 3)}`]: ITEM_PROBLEMS.backgroundRequired },
    })
    expect(missing.problems[0]?.values).toEqual({ node: 'Wallet sheet' })
  })
})

describe('B §5 build-your-own package: credits, chosen products and their extras', () => {
  const choice = (key: string, n: number, extra: Record<string, unknown> = {}) => ({
    product: demoIds.product('spring-set', key),
    quantity: 1,
    nodes: [{ node: node(key), image: `photo-${n}` }],
    ...extra,
  })
  const tenCredits = (finishKey = 'lustre') => [
    choice('byo-class-photo', 9),
    choice('byo-8x10', 1, { options: finish(finishKey) }),
    choice('byo-5x7', 2),
    choice('byo-wallets', 1),
  ]

  it('exactly the credits: the package price; a paid choice adds to the package, shown as packageChoices', () => {
    const item = priced(check(spring('byo-collection'), { orderItems: tenCredits() }))
    expect(item).toMatchObject({ subTotal: usd(55), totalCredits: 10, additionalCredits: 0 })
    expect(item.children.map((c) => c.creditCost)).toEqual([1, 4, 3, 2])
    const metallic = priced(check(spring('byo-collection'), { orderItems: tenCredits('metallic') }))
    expect(metallic.breakdown).toMatchObject({ packageChoices: usd(4), lineTotal: usd(59), unitPrice: usd(55) })
    expect(metallic.children[1]).toMatchObject({ subTotal: usd(4) })
  })

  it('C §9 one credit over costs additionalCreditCost', () => {
    const item = priced(
      check(spring('byo-collection'), {
        orderItems: [
          choice('byo-class-photo', 9),
          choice('byo-5x7', 1),
          choice('byo-5x7', 2),
          choice('byo-8x10', 3, { options: finish() }),
        ],
      }),
    )
    expect(item).toMatchObject({
      subTotal: usd(61),
      totalCredits: 11,
      additionalCredits: 1,
      additionalCreditsSubTotal: usd(6),
    })
    expect(item.breakdown.extraCredits).toEqual({ count: 1, amount: usd(6) })
  })

  it('missing choices make it incomplete: unspent credits, the mandatory class photo, a backdrop', () => {
    const short = refused(check(spring('byo-collection'), { orderItems: tenCredits().slice(0, 3) }))
    expect(short.code).toBe('incomplete_product_configuration')
    expect(short.problems).toEqual([
      { path: 'orderItem.orderItems', key: ITEM_PROBLEMS.creditsUnspent, values: { remaining: 2, total: 10 } },
    ])
    const noClass = refused(
      check(spring('byo-collection'), { orderItems: [...tenCredits().slice(1), choice('byo-wallets', 3)] }),
    )
    expect(noClass.problems).toContainEqual({
      path: 'orderItem.orderItems',
      key: ITEM_PROBLEMS.mandatoryQuantity,
      values: { product: 'Class photo 8×10', required: 1, chosen: 0 },
    })
    const noBackdrop = refused(
      check(spring('byo-collection'), {
        orderItems: [
          choice('byo-class-photo', 9),
          choice('byo-green-screen', 2),
          choice('byo-wallets', 1),
          choice('byo-wallets', 1),
          choice('byo-wallets', 1),
        ],
      }),
    )
    expect(noBackdrop.code).toBe('incomplete_product_configuration')
    expect(noBackdrop.fields).toEqual({
      [`orderItem.orderItems.1.options.${group('backdrop')}`]: ITEM_PROBLEMS.optionRequired,
      'orderItem.orderItems': ITEM_PROBLEMS.choiceBackgroundRequired,
    })
  })

  it('wrong choices make it invalid: not a choice, over its limit, over the pose limit', () => {
    const notChoice = refused(check(spring('byo-collection'), { orderItems: [...tenCredits(), choice('magnet', 4)] }))
    expect(notChoice).toMatchObject({
      code: 'invalid_order_item',
      fields: { 'orderItem.orderItems.4.product': ITEM_PROBLEMS.choiceUnknown },
    })
    const twice = refused(
      check(spring('byo-collection'), {
        orderItems: [choice('byo-class-photo', 9), { ...choice('byo-digital', 1), quantity: 2 }],
      }),
    )
    expect(twice.problems).toContainEqual({
      path: 'orderItem.orderItems.1.quantity',
      key: ITEM_PROBLEMS.quantityAtMost,
      values: { limit: 1 },
    })
    const fivePoses = refused(
      check(spring('byo-collection'), {
        orderItems: [
          choice('byo-class-photo', 9),
          choice('byo-5x7', 1),
          choice('byo-5x7', 2),
          choice('byo-wallets', 3),
          choice('byo-magnet', 4),
        ],
      }),
    )
    expect(fivePoses).toMatchObject({
      code: 'invalid_order_item',
      fields: { 'orderItem.nodes': ITEM_PROBLEMS.poseLimit },
    })
    expect(fivePoses.problems.find((p) => p.key === ITEM_PROBLEMS.poseLimit)?.values).toEqual({ limit: 4 })
    const notByo = refused(check(spring('magnet'), { nodes: [onPhoto('magnet')], orderItems: tenCredits() }))
    expect(notByo.fields).toEqual({ 'orderItem.orderItems': ITEM_PROBLEMS.choicesNotTaken })
  })

  it('B §5, B §8 without additionalCreditCost: a choice the credits cannot pay for, and overspent credits', () => {
    const strict: Product = { ...spring('byo-collection'), additionalCreditCost: null, poseLimit: null }
    const over = refused(
      check(strict, {
        orderItems: [
          choice('byo-class-photo', 9),
          choice('byo-8x10', 1, { options: finish() }),
          choice('byo-8x10', 2, { options: finish() }),
          choice('byo-5x7', 3),
        ],
      }),
    )
    expect(over.code).toBe('invalid_order_item')
    expect(over.problems).toContainEqual({
      path: 'orderItem.orderItems.3.quantity',
      key: ITEM_PROBLEMS.insufficientCredit,
    })
    expect(over.problems).toContainEqual({
      path: 'orderItem.orderItems',
      key: ITEM_PROBLEMS.creditsOverspent,
      values: { extra: 2, total: 10 },
    })
  })
})

describe('B §5 verdicts: only missing choices are incomplete; anything wrong is invalid', () => {
  it('missing a required option: incomplete_product_configuration, with the group’s label', () => {
    const path = `orderItem.options.${group('retake-reason')}`
    expect(refused(check(spring('retake')))).toEqual({
      code: 'incomplete_product_configuration',
      fields: { [path]: ITEM_PROBLEMS.optionRequired },
      problems: [{ path, key: ITEM_PROBLEMS.optionRequired, values: { group: 'Reason for the retake' } }],
    })
  })

  it('missing a photo on a node: incomplete_product_configuration, with the node’s label', () => {
    const path = `orderItem.nodes.${node('magnet')}`
    expect(refused(check(spring('magnet')))).toEqual({
      code: 'incomplete_product_configuration',
      fields: { [path]: ITEM_PROBLEMS.photoRequired },
      problems: [{ path, key: ITEM_PROBLEMS.photoRequired, values: { node: 'Photo' } }],
    })
  })

  it('B §5 multi-pose: every node needs a photo and a crop', () => {
    const verdict = refused(
      check(spring('portrait-collection'), {
        nodes: [onPhoto('portrait-collection', 1, 0), { node: node('portrait-collection', 1), image: 'photo-2' }],
        options: finish(),
      }),
    )
    expect(verdict.code).toBe('incomplete_product_configuration')
    expect(verdict.problems).toEqual([
      {
        path: `orderItem.nodes.${node('portrait-collection', 2)}`,
        key: ITEM_PROBLEMS.photoRequired,
        values: { node: '5×7 print (second)' },
      },
      {
        path: `orderItem.nodes.${node('portrait-collection', 3)}`,
        key: ITEM_PROBLEMS.photoRequired,
        values: { node: 'Wallet sheet' },
      },
      {
        path: `orderItem.nodes.${node('portrait-collection', 1)}`,
        key: ITEM_PROBLEMS.cropRequired,
        values: { node: '5×7 print (first)' },
      },
    ])
  })

  it('B §5 forms: a required field left empty is missing; a failed rule or an unknown field is wrong', () => {
    const at = `orderItem.options.${group('card-details')}.value`
    const options = (details: Record<string, string>) => ({
      [group('card-design')]: { value: option('card-design', 'classic') },
      [group('card-details')]: { value: details },
    })
    const missing = refused(
      check(spring('trading-cards'), {
        nodes: [onPhoto('trading-cards')],
        options: options({ [field('team')]: 'Falcons' }),
      }),
    )
    expect(missing).toMatchObject({
      code: 'incomplete_product_configuration',
      fields: { [`${at}.${field('player')}`]: FORM_ERRORS.required },
    })
    const wrong = refused(
      check(spring('trading-cards'), {
        nodes: [onPhoto('trading-cards')],
        options: options({ [field('player')]: 'ADA', [field('number')]: 'seven', shoe: '9' }),
      }),
    )
    expect(wrong).toMatchObject({
      code: 'invalid_order_item',
      fields: {
        [`${at}.shoe`]: ITEM_PROBLEMS.formFieldUnknown,
        [`${at}.${field('number')}`]: FORM_ERRORS.invalidNumber,
      },
    })
  })

  it.each([
    // B §5 quantity input: within the limit, one of the tiers, the order limit counting the other items
    [
      'over quantityLimit',
      '8x10',
      { quantity: 21 },
      0,
      'orderItem.quantity',
      ITEM_PROBLEMS.quantityAtMost,
      { limit: 20 },
    ],
    [
      'not a tier value',
      'trading-cards',
      { quantity: 5 },
      0,
      'orderItem.quantity',
      ITEM_PROBLEMS.quantityChooseTier,
      { tiers: '1, 8, 16, 24' },
    ],
    [
      'the order limit is reached',
      'class-composite',
      {},
      2,
      'orderItem.quantity',
      ITEM_PROBLEMS.orderLimitReached,
      undefined,
    ],
    [
      'the order limit less the other items',
      'class-composite',
      { quantity: 2 },
      1,
      'orderItem.quantity',
      ITEM_PROBLEMS.quantityAtMost,
      { limit: 1 },
    ],
    ['zero', 'magnet', { quantity: 0 }, 0, 'orderItem.quantity', ITEM_PROBLEMS.quantityInvalid, undefined],
    ['not whole', 'magnet', { quantity: 1.5 }, 0, 'orderItem.quantity', ITEM_PROBLEMS.quantityInvalid, undefined],
    [
      'unlimited, past the hard ceiling (issue 11)',
      'wallets',
      { quantity: MAX_QUANTITY + 1 },
      0,
      'orderItem.quantity',
      ITEM_PROBLEMS.quantityAtMost,
      { limit: MAX_QUANTITY },
    ],
    [
      'unlimited but not whole',
      'wallets',
      { quantity: 2.5 },
      0,
      'orderItem.quantity',
      ITEM_PROBLEMS.quantityInvalid,
      undefined,
    ],
  ])('wrong quantity, %s: invalid_order_item', (_, key, item, inOrder, path, problemKey, values) => {
    const options =
      key === 'trading-cards'
        ? {
            [group('card-design')]: { value: option('card-design', 'classic') },
            [group('card-details')]: { value: { [field('player')]: 'ADA' } },
          }
        : spring(key).productOptionGroups.length > 0
          ? finish()
          : {}
    const verdict = refused(check(spring(key), { nodes: [onPhoto(key)], options, ...item }, inOrder))
    expect(verdict.code).toBe('invalid_order_item')
    expect(verdict.problems).toEqual([
      values === undefined ? { path, key: problemKey } : { path, key: problemKey, values },
    ])
  })

  it('issue 11: an unlimited product takes up to MAX_QUANTITY', () => {
    const item = priced(
      check(spring('wallets'), { quantity: MAX_QUANTITY, nodes: [onPhoto('wallets')], options: finish() }),
    )
    expect(item).toMatchObject({ quantity: MAX_QUANTITY, quantityLimit: null })
  })

  it('B §5 forms in an item: a value of the wrong type is wrong (issue 11: Jersey number 1e100, Player 42)', () => {
    const at = `orderItem.options.${group('card-details')}.value`
    const wrong = refused(
      check(spring('trading-cards'), {
        nodes: [onPhoto('trading-cards')],
        options: {
          [group('card-design')]: { value: option('card-design', 'classic') },
          [group('card-details')]: { value: { [field('player')]: 42, [field('number')]: 1e100 } },
        },
      }),
    )
    expect(wrong).toMatchObject({
      code: 'invalid_order_item',
      fields: {
        [`${at}.${field('player')}`]: FORM_ERRORS.invalidValue,
        [`${at}.${field('number')}`]: FORM_ERRORS.numberLength,
      },
    })
  })

  it('issue 11: text without a characterLimit stops at MAX_TEXT_LENGTH; a larger characterLimit too', () => {
    const retake = spring('retake')
    const withLimit = (characterLimit?: number) => ({
      ...retake,
      productOptionGroups: retake.productOptionGroups.map((g) => ({
        ...g,
        parameters: characterLimit === undefined ? {} : { characterLimit },
      })),
    })
    const reason = (text: string) => ({ options: { [group('retake-reason')]: { value: text } } })
    for (const product of [withLimit(), withLimit(5 * MAX_TEXT_LENGTH)]) {
      expect(check(product, reason('x'.repeat(MAX_TEXT_LENGTH))).ok).toBe(true)
      const verdict = refused(check(product, reason('x'.repeat(MAX_TEXT_LENGTH + 1))))
      expect(verdict.problems).toContainEqual({
        path: `orderItem.options.${group('retake-reason')}.value`,
        key: ITEM_PROBLEMS.optionTooLong,
        values: { limit: MAX_TEXT_LENGTH },
      })
    }
  })

  it('issue 11: notes stop at MAX_TEXT_LENGTH, so the panel says so before the server refuses them', () => {
    const notes = (text: string) => ({
      nodes: [onPhoto('8x10')],
      options: { ...finish(), [group('print-extras')]: { value: null, notes: text } },
    })
    expect(check(spring('8x10'), notes('n'.repeat(MAX_TEXT_LENGTH))).ok).toBe(true)
    expect(refused(check(spring('8x10'), notes('n'.repeat(MAX_TEXT_LENGTH + 1)))).problems).toEqual([
      {
        path: `orderItem.options.${group('print-extras')}.notes`,
        key: ITEM_PROBLEMS.optionTooLong,
        values: { limit: MAX_TEXT_LENGTH },
      },
    ])
  })

  it('B §5 a promotional product’s limit shrinks by what the order holds', () => {
    expect(refused(check(fall('class-photo'), {}, 1)).fields).toEqual({
      'orderItem.quantity': ITEM_PROBLEMS.orderLimitReached,
    })
    expect(priced(check(fall('class-photo'))).quantityLimit).toBe(1)
  })

  it('B §3, C §4 option values in the wrong shape or naming options of another group', () => {
    const verdict = refused(
      check(spring('8x10'), {
        nodes: [onPhoto('8x10')],
        options: {
          [group('finish')]: { value: option('framing', 'walnut') },
          [group('backdrop')]: { value: option('backdrop', 'blue') },
          [group('print-extras')]: { value: option('print-extras', 'mount') },
          [group('name-line')]: { value: 'A name far longer than twenty-four characters' },
        },
      }),
    )
    expect(verdict.code).toBe('invalid_order_item')
    expect(verdict.fields).toEqual({
      [`orderItem.options.${group('finish')}.value`]: ITEM_PROBLEMS.optionUnknown,
      [`orderItem.options.${group('backdrop')}`]: ITEM_PROBLEMS.optionGroupUnknown,
      [`orderItem.options.${group('print-extras')}.value`]: ITEM_PROBLEMS.optionListExpected,
      [`orderItem.options.${group('name-line')}.value`]: ITEM_PROBLEMS.optionTooLong,
      // The required finish has no valid value left, so it is missing as well.
      [`orderItem.options.${group('finish')}`]: ITEM_PROBLEMS.optionRequired,
    })
    expect(verdict.problems.find((p) => p.key === ITEM_PROBLEMS.optionTooLong)?.values).toEqual({ limit: 24 })
    const text = refused(check(spring('retake'), { options: { [group('retake-reason')]: { value: ['a'] } } }))
    expect(text.fields).toMatchObject({
      [`orderItem.options.${group('retake-reason')}.value`]: ITEM_PROBLEMS.optionTextExpected,
    })
    const form = refused(
      check(spring('trading-cards'), {
        nodes: [onPhoto('trading-cards')],
        options: {
          [group('card-design')]: { value: option('card-design', 'classic') },
          [group('card-details')]: { value: 'ADA' },
        },
      }),
    )
    expect(form.fields).toMatchObject({
      [`orderItem.options.${group('card-details')}.value`]: ITEM_PROBLEMS.optionFormExpected,
    })
  })

  it('B §3 allowNotes: notes only where the group or a chosen option takes them', () => {
    const notes = refused(
      check(spring('5x7'), {
        nodes: [onPhoto('5x7')],
        options: { [group('finish')]: { value: option('finish', 'lustre'), notes: 'shiny' } },
      }),
    )
    expect(notes.fields).toEqual({ [`orderItem.options.${group('finish')}.notes`]: ITEM_PROBLEMS.notesNotTaken })
    const gift = priced(
      check(spring('gift-bundle'), {
        nodes: [onPhoto('gift-bundle')],
        options: { [group('gift-options')]: { value: [option('gift-options', 'card')], notes: ' Happy birthday! ' } },
      }),
    )
    expect(gift.options[0]).toMatchObject({ notes: 'Happy birthday!', retailAmount: usd(2) })
  })

  it('B §3 nodes: only the product’s, one photo each, backgrounds of the product', () => {
    const verdict = refused(
      check(spring('magnet'), {
        nodes: [
          onPhoto('magnet'),
          onPhoto('magnet', 2),
          onPhoto('8x10'),
          { ...onPhoto('magnet'), productOption: option('finish', 'lustre') },
        ],
      }),
    )
    expect(verdict.fields).toEqual({
      'orderItem.nodes.1.node': ITEM_PROBLEMS.nodeTwice,
      'orderItem.nodes.2.node': ITEM_PROBLEMS.nodeUnknown,
      'orderItem.nodes.3.node': ITEM_PROBLEMS.nodeTwice,
    })
    const background = refused(
      check(spring('magnet'), { nodes: [{ ...onPhoto('magnet'), productOption: option('finish', 'lustre') }] }),
    )
    expect(background).toMatchObject({
      code: 'invalid_order_item',
      fields: { 'orderItem.nodes.0.productOption': ITEM_PROBLEMS.backgroundUnknown },
    })
  })

  it('B §4 crop: only where cropping is available, and inside the photo', () => {
    const crop = { left: 0.1, top: 0.1, width: 0.5, height: 0.5 }
    const ok = priced(check(spring('magnet'), { nodes: [{ ...onPhoto('magnet'), crop, rotation: 90 }] }))
    expect(ok.nodes[0]).toMatchObject({ crop, rotation: 90 })
    const outside = refused(
      check(spring('magnet'), { nodes: [{ ...onPhoto('magnet'), crop: { ...crop, left: 0.8 } }] }),
    )
    // A refused node photo leaves its node without a photo.
    expect(outside.fields).toEqual({
      'orderItem.nodes.0.crop': ITEM_PROBLEMS.cropOutside,
      [`orderItem.nodes.${node('magnet')}`]: ITEM_PROBLEMS.photoRequired,
    })
    const closed = catalogOf(sets.spring, false)
    const rotated = refused(check(spring('magnet'), { nodes: [{ ...onPhoto('magnet'), rotation: 180 }] }, 0, closed))
    expect(rotated).toMatchObject({
      code: 'invalid_order_item',
      fields: { 'orderItem.nodes.0.crop': ITEM_PROBLEMS.cropUnavailable },
    })
  })

  it('one wrong value among missing ones makes the whole item invalid; every problem is reported', () => {
    const verdict = refused(check(spring('8x10'), { quantity: 30 }))
    expect(verdict.code).toBe('invalid_order_item')
    expect(verdict.problems.map((p) => p.path)).toEqual([
      'orderItem.quantity',
      `orderItem.options.${group('finish')}`,
      `orderItem.nodes.${node('8x10')}`,
    ])
  })

  it('the path prefix is the caller’s', () => {
    const verdict = checkOrderItem(
      catalogs.spring,
      spring('magnet'),
      { quantity: 1, options: {}, nodes: [], orderItems: [] },
      0,
      'item',
    )
    expect(verdict.ok ? [] : verdict.problems.map((p) => p.path)).toEqual([`item.nodes.${node('magnet')}`])
  })

  it('the field map names the first problem of a path', () => {
    expect(
      problemFields([
        { path: 'a', key: 'first' },
        { path: 'b', key: 'other' },
        { path: 'a', key: 'second' },
      ]),
    ).toEqual({ a: 'first', b: 'other' })
  })
})

describe('B §4 product panel preview: previewItem is the server’s verdict on the request the browser sends', () => {
  const draft = (product: Product, change: (d: ItemDraft) => ItemDraft = (d) => d) => change(emptyDraft(product))

  it('a fresh draft of the build-your-own package: the mandatory class photo chosen, credits still to spend', () => {
    const product = spring('byo-collection')
    const d = draft(product)
    const verdict = previewItem(catalogs.spring, product, d, 0)
    expect(verdict).toEqual(checkOrderItem(catalogs.spring, product, draftToOrderItem(d), 0))
    expect(refused(verdict).problems.map((p) => p.key)).toEqual([
      ITEM_PROBLEMS.photoRequired,
      ITEM_PROBLEMS.creditsUnspent,
    ])
  })

  it('a complete draft: priced as the server will charge it, the other items counting against the limit', () => {
    const product = spring('5x7')
    const d = draft(product, (x) => ({
      ...x,
      quantity: 3,
      nodes: [{ nodeId: node('5x7'), imageId: 'photo-1', imageCropId: null, backgroundOptionId: null }],
    }))
    const item = priced(previewItem(catalogs.spring, product, d, 0))
    expect(item.breakdown).toMatchObject({ unitPrice: 850_000, lineTotal: 2_550_000, tierSaving: 450_000 })
    // Defaults are chosen in a fresh draft (the lustre finish).
    expect(item.options.map((o) => o.productOption)).toEqual([option('finish', 'lustre')])
    const digital = spring('digital-single')
    const one = draft(digital, (x) => ({
      ...x,
      nodes: [{ nodeId: node('digital-single'), imageId: 'photo-1', imageCropId: null, backgroundOptionId: null }],
    }))
    expect(refused(previewItem(catalogs.spring, digital, { ...one, quantity: 2 }, 0)).fields).toEqual({
      'orderItem.quantity': ITEM_PROBLEMS.quantityAtMost,
    })
  })
})

describe('message keys (DESIGN decision 11)', () => {
  it('every problem key has an English text', () => {
    const texts: Record<string, string> = en
    for (const key of ITEM_PROBLEM_KEYS) expect(texts[key], key).toEqual(expect.any(String))
  })

  it('every problem produced above gives its message every placeholder it names', () => {
    const texts: Record<string, string> = en
    expect(seen.length).toBeGreaterThan(20)
    for (const problem of seen) {
      const text = texts[problem.key] ?? ''
      const names = [...text.matchAll(/\{(\w+)/g)].map((m) => m[1])
      for (const name of names) expect(problem.values, `${problem.key} needs ${name}`).toHaveProperty([name as string])
    }
  })

  it('every key is used by some problem above', () => {
    const used = new Set(seen.map((p) => p.key))
    const unused = Object.values(ITEM_PROBLEMS).filter((key) => !used.has(key))
    expect(unused).toEqual([])
  })
})

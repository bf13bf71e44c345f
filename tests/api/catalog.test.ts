import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Product, type ProductSet, ProductSetResponse } from '../../core/schemas/productSet'
import { demoIds, demoPrice as usd } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

let api: Api
let spring: ProductSet
let fall: ProductSet

const productSet = async (session: string, token: string) =>
  (await decode(ProductSetResponse, await api.get(`/product_sets/${demoId(`session:${session}`)}`, token))).productSet

beforeAll(async () => {
  api = await startApi()
  const token = await api.newShopper()
  spring = await productSet('spring-reorders', token)
  fall = await productSet('fall-picture-day', token)
})
afterAll(() => api.close())

const productsOf = (set: ProductSet): Product[] => set.categories.flatMap((c) => c.products)
const byLabel = (set: ProductSet, label: string) => {
  const found = productsOf(set).find((p) => p.information.label === label)
  if (!found) throw new Error(`no product ${label}`)
  return found
}
const groupsOf = (set: ProductSet) =>
  productsOf(set).flatMap((p) => [...p.productOptionGroups, ...p.products.flatMap((c) => c.productOptionGroups)])

describe('issue 4 point 1: the demo catalog covers B §3 (docs/demo-shop.md)', () => {
  it('B §9: the re-order shop uses all seven product types', () => {
    expect(new Set(productsOf(spring).map((p) => p.type))).toEqual(
      new Set(['custom', 'digital', 'digitalBulk', 'bundle', 'direct_fulfillment', 'package', 'informational']),
    )
    expect(spring.categories.map((c) => c.slug)).toEqual([
      'portraits',
      'collections',
      'digital',
      'keepsakes',
      'add-ons',
    ])
  })

  it('B §3: option groups of every type, text ones with a character limit, select as radio and as dropdown', () => {
    const groups = groupsOf(spring)
    expect(new Set(groups.map((g) => g.type))).toEqual(
      new Set(['text', 'textarea', 'checkbox', 'select', 'background', 'image', 'form']),
    )
    for (const g of groups.filter((x) => x.type === 'text' || x.type === 'textarea'))
      expect(g.parameters.characterLimit).toBeGreaterThan(0)
    const selects = groups.filter((g) => g.type === 'select')
    expect(selects.some((g) => g.expanded)).toBe(true)
    expect(selects.some((g) => !g.expanded)).toBe(true)
  })

  it('B §3: options have defaults and retail amounts, notes are taken, a dependency names its product’s groups', () => {
    const options = groupsOf(spring).flatMap((g) => g.productOptions)
    expect(options.some((o) => o.isDefault)).toBe(true)
    expect(options.some((o) => o.retailAmount > 0)).toBe(true)
    expect(groupsOf(spring).some((g) => g.allowNotes)).toBe(true)
    expect(options.some((o) => o.allowNotes && o.parameters.notesPlaceholder)).toBe(true)
    const portrait = byLabel(spring, '11×14 portrait')
    const [dependency] = portrait.parameters.productOptionGroupDependencies ?? []
    const ids = portrait.productOptionGroups.map((g) => g.id)
    expect(ids).toContain(dependency?.group)
    expect(ids).toContain(dependency?.optionGroup)
    const framing = portrait.productOptionGroups.find((g) => g.id === dependency?.optionGroup)
    expect(framing?.productOptions.map((o) => o.id)).toEqual(
      expect.arrayContaining([...(dependency?.options ?? ['none'])]),
    )
  })

  it('B §9: every pricing strategy, each with tiers', () => {
    const priced = productsOf(spring).filter((p) => p.pricingStrategy)
    expect(new Set(priced.map((p) => p.pricingStrategy))).toEqual(new Set(['volume', 'tiered', 'fixed_quantity_tiers']))
    for (const p of priced) expect(p.productCostTiers.length).toBeGreaterThan(1)
  })

  it('B §5: a multi-pose package and a build-your-own package with credits and mandatory children', () => {
    const multi = byLabel(spring, 'Portrait Collection')
    expect(multi).toMatchObject({ isMultiPose: true, poseLimit: 2, additionalPoseCost: usd(7) })
    expect(multi.nodes).toHaveLength(4)
    const byo = byLabel(spring, 'Build Your Own Collection')
    expect(byo).toMatchObject({ isByo: true, productQuantity: 10, additionalCreditCost: usd(6) })
    expect(byo.products.every((c) => c.productCost > 0)).toBe(true)
    expect(byo.products.filter((c) => c.isMandatory).map((c) => c.information.label)).toEqual(['Class photo 8×10'])
  })

  it('B §2: pre-order promotional products (free, saving, special) and discounts', () => {
    const promotional = productsOf(fall).filter((p) => p.isPromotional)
    expect(promotional.map((p) => [p.information.label, p.retailAmount, p.parameters.promotion?.cost])).toEqual([
      ['Class photo 8×10', usd(15), 0],
      ['Early-bird Portrait Pack', usd(45), usd(35)],
      ['Retouching upgrade', usd(10), usd(10)],
    ])
    expect(byLabel(spring, 'Portrait Collection').parameters.discounts?.map((d) => d.active)).toEqual([true, false])
  })

  it('B §3: business rules: a locked product, an exclusive group, a required-for-checkout rule, ids of the set', () => {
    const { lockedItems, exclusiveProductGroups, requiredForCheckout } = spring.businessRules
    const ids = new Set(productsOf(spring).map((p) => p.id))
    expect(lockedItems.products.map((l) => l.id)).toEqual([demoIds.product('spring-set', 'collection-wallets')])
    expect(lockedItems.products[0]?.unlockedBy?.[0]?.conditions[0]?.id).toBe(
      demoIds.category('spring-set', 'collections'),
    )
    expect(exclusiveProductGroups.flat().every((id) => ids.has(id))).toBe(true)
    expect(requiredForCheckout[0]?.conditions.map((c) => c.kind)).toEqual(['form', 'order'])
    expect(spring.forms.map((f) => f.id)).toContain(requiredForCheckout[0]?.conditions[0]?.id)
  })

  it('B §3: custom forms, a form option group, image-level groups and background swatches', () => {
    expect(spring.forms.map((f) => f.title)).toEqual(['Student details', 'Trading card details'])
    const formGroup = groupsOf(spring).find((g) => g.type === 'form')
    expect(spring.forms.map((f) => f.id)).toContain(formGroup?.form)
    expect(spring.imageProductOptionGroups.map((g) => g.label)).toEqual(['Retouching', 'Colour tone', 'Backdrop'])
    for (const o of groupsOf(spring)
      .filter((g) => g.type === 'background')
      .flatMap((g) => g.productOptions)) {
      expect(o.assets?.smallUrl).toMatch(/^\/media\/backgrounds\/.+-small\.jpg$/)
      expect(o.backgroundAsset).toMatch(/^\/media\/backgrounds\/[a-z]+\.jpg$/)
    }
  })

  it('B §3: tag rules on products, and category thumbnails', () => {
    expect(byLabel(spring, 'Class composite 8×10').tagRules).toEqual([
      { scope: 'product', rule: 'filter', operator: 'ANY', tags: ['group'] },
    ])
    expect(byLabel(spring, '8×10 print').tagRules[0]?.rule).toBe('exclude')
    expect(spring.categories[0]?.assets?.smallUrl).toMatch(/^\/media\/products\//)
  })

  it('the walking-skeleton browser test still finds Package A first at $39, then Prints, Digital last', () => {
    expect(fall.categories.map((c) => c.slug)).toEqual(['packages', 'prints', 'digital'])
    expect(fall.categories[0]?.products.map((p) => [p.information.label, p.retailAmount])).toEqual([
      ['Package A', usd(39)],
      ['Package B', usd(29)],
    ])
    expect(fall.categories[1]?.products[0]?.information.label).toBe('8×10 print')
  })
})

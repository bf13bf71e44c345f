import { describe, expect, it } from 'vitest'
import {
  type ConfigurableProduct,
  configurationIssues,
  defaultOptions,
  emptyDraft,
  type ItemDraft,
} from '../../../core/configuration'
import { addsDirectly, draftToOrderItem } from '../../../core/itemRequest'

const product = (overrides: Partial<ConfigurableProduct> = {}): ConfigurableProduct => ({
  id: 'p',
  type: 'custom',
  isByo: false,
  isMultiPose: false,
  allowMultipleBackgrounds: false,
  productQuantity: 0,
  productCost: 0,
  additionalCreditCost: null,
  quantityLimit: null,
  isMandatory: false,
  nodes: [],
  productOptionGroups: [],
  parameters: {},
  products: [],
  ...overrides,
})

const nameGroup = { id: 'name', type: 'text', required: true, productOptions: [] }
const finish = {
  id: 'finish',
  type: 'select',
  required: true,
  productOptions: [
    { id: 'lustre', isDefault: true },
    { id: 'metallic', retailAmount: 400_000 },
  ],
}
const draft = (overrides: Partial<ItemDraft> = {}): ItemDraft => ({
  quantity: 1,
  options: {},
  nodes: [],
  children: [],
  ...overrides,
})

describe('B §5 product completeness', () => {
  it('a product without options or nodes is complete at once', () => {
    expect(configurationIssues(product(), draft())).toEqual([])
  })

  it('B §5 option groups: a required text left empty makes the item incomplete', () => {
    const p = product({ productOptionGroups: [nameGroup] })
    expect(configurationIssues(p, draft())).toEqual([{ kind: 'optionsNotReady', productId: 'p' }])
    expect(configurationIssues(p, draft({ options: { name: { value: '   ' } } }))).toHaveLength(1)
    expect(configurationIssues(p, draft({ options: { name: { value: 'Emma' } } }))).toEqual([])
  })

  it('B §5: node-based items need an image on every node', () => {
    const p = product({ nodes: [{ id: 'n1' }, { id: 'n2' }] })
    const one = draft({ nodes: [{ nodeId: 'n1', imageId: 'i', imageCropId: 'c', backgroundOptionId: null }] })
    expect(configurationIssues(p, one)).toEqual([{ kind: 'missingImage', productId: 'p', nodeId: 'n2' }])
  })

  it('B §5: a multi-pose package needs a crop on every node and backgrounds when allowMultipleBackgrounds', () => {
    const p = product({ isMultiPose: true, allowMultipleBackgrounds: true, nodes: [{ id: 'n1' }] })
    const chosen = draft({ nodes: [{ nodeId: 'n1', imageId: 'i', imageCropId: null, backgroundOptionId: null }] })
    expect(configurationIssues(p, chosen).map((i) => i.kind)).toEqual(['missingCrop', 'missingBackground'])
  })

  it('B §5 build-your-own: credits must be spent exactly, and children must be complete', () => {
    const child = product({ id: 'c8x10', productCost: 2, productOptionGroups: [nameGroup] })
    const p = product({ isByo: true, productQuantity: 4, products: [child] })
    const two = (name: string) => ({
      key: name,
      productId: 'c8x10',
      quantity: 1,
      options: { name: { value: name } },
      nodes: [],
    })
    expect(configurationIssues(p, draft({ children: [two('a')] }))).toEqual([{ kind: 'creditsUnspent', remaining: 2 }])
    expect(configurationIssues(p, draft({ children: [two('a'), two('b')] }))).toEqual([])
    const unnamed = { ...two('c'), options: {} }
    expect(configurationIssues(p, draft({ children: [two('a'), unnamed] }))).toEqual([
      { kind: 'optionsNotReady', productId: 'c8x10' },
    ])
  })
})

describe('B §4 direct add', () => {
  it('a product with no options, limit 1 and no children is added directly', () => {
    expect(addsDirectly(product({ quantityLimit: 1 }))).toBe(true)
    expect(addsDirectly(product({ quantityLimit: 2 }))).toBe(false)
    expect(addsDirectly(product({ quantityLimit: null }))).toBe(false)
    expect(addsDirectly(product({ quantityLimit: 1, productOptionGroups: [nameGroup] }))).toBe(false)
    expect(addsDirectly(product({ quantityLimit: 1, nodes: [{ id: 'n' }] }))).toBe(false)
  })
})

describe('B §5 option defaults and the request body (C §7)', () => {
  it('choice groups start with their default options', () => {
    expect(defaultOptions([finish, nameGroup])).toEqual({ finish: { value: 'lustre' } })
    const colours = {
      id: 'c',
      type: 'checkbox',
      productOptions: [
        { id: 'a', isDefault: true },
        { id: 'b', isDefault: true },
      ],
    }
    expect(defaultOptions([colours])).toEqual({ c: { value: ['a', 'b'] } })
    expect(emptyDraft(product({ productOptionGroups: [finish] })).options).toEqual({ finish: { value: 'lustre' } })
    const backdrop = { id: 'bg', type: 'background', productOptions: [{ id: 'blue', isDefault: true }, { id: 'grey' }] }
    const design = { id: 'd', type: 'image', productOptions: [{ id: 'classic', isDefault: true }] }
    expect(defaultOptions([backdrop, design])).toEqual({ bg: { value: 'blue' }, d: { value: 'classic' } })
  })

  it('sends choices only, trimmed notes, no empty groups and no photo-less nodes', () => {
    const body = draftToOrderItem(
      draft({
        quantity: 2,
        options: { name: { value: 'Emma', notes: '  smile ' }, empty: { value: '', notes: '' } },
        nodes: [
          { nodeId: 'n1', imageId: 'i1', imageCropId: 'c1', backgroundOptionId: null },
          { nodeId: 'n2', imageId: null, imageCropId: null, backgroundOptionId: 'bg' },
        ],
        children: [{ key: 'k', productId: 'child', quantity: 3, options: {}, nodes: [] }],
      }),
    )
    expect(body).toEqual({
      quantity: 2,
      options: { name: { value: 'Emma', notes: 'smile' } },
      nodes: [{ node: 'n1', image: 'i1', imageCrop: 'c1', productOption: null }],
      orderItems: [{ product: 'child', quantity: 3, options: {}, nodes: [] }],
    })
    expect(JSON.stringify(body)).not.toMatch(/retailAmount|subTotal|price/)
  })
})

describe('B §5 build-your-own: mandatory children', () => {
  it('a fresh configuration already holds each mandatory child at its required quantity', () => {
    const classPhoto = product({ id: 'class', isMandatory: true, quantityLimit: 1, productCost: 1 })
    const print = product({ id: 'print', productCost: 4 })
    const draft = emptyDraft(product({ isByo: true, productQuantity: 10, products: [classPhoto, print] }))
    expect(draft.children).toEqual([
      { key: 'mandatory-class', productId: 'class', quantity: 1, options: {}, nodes: [] },
    ])
    expect(emptyDraft(product({ products: [classPhoto] })).children).toEqual([])
  })
})

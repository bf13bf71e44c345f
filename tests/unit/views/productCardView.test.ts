import { describe, expect, it } from 'vitest'
import type { OrderItem } from '../../../core/schemas/order'
import type { Product, ProductSet } from '../../../core/schemas/productSet'
import {
  type CardButton,
  type CardInput,
  type CardPhotos,
  productCardView,
  shownButton,
} from '../../../machines/productCardView'
import type { PanelOrder } from '../../../machines/productPanel'
import { orderItemFixture, productFixture, productSetFixture } from '../../machines/fixtures'
import { crop, uuid } from './dialogFixtures'

// Issue 17 point 2: the card is a pure function of the product and the order actor's order, so it renders before its
// panel's code has loaded. B §2 product panel card, B §4 buttons and business rules, B §5 promotion label.

const PRINT = productFixture({ id: uuid(1), label: '8x10 Print', nodes: [{ id: uuid(11), label: 'Photo' }] })
const MAGNET = productFixture({ id: uuid(2), label: 'Magnet', quantityLimit: 1 })
const CATEGORY = uuid(20)
const noPhotos: CardPhotos = { photos: [], chosenImageId: null, favouriteCropIds: [] }

const setOf = (products: Product[], overrides: Partial<ProductSet> = {}): ProductSet =>
  productSetFixture(false, {
    categories: [
      {
        id: CATEGORY,
        slug: 'prints',
        information: { label: 'Prints', text: '' },
        assets: null,
        products,
      } as unknown as ProductSet['categories'][number],
    ],
    ...overrides,
  })

const orderWith = (...items: { product: string; quantity: number }[]): PanelOrder => ({
  id: uuid(30),
  orderItems: items.map(
    (i, n) => ({ ...orderItemFixture(uuid(40 + n), i.product, 'Item'), quantity: i.quantity }) as unknown as OrderItem,
  ),
  orderFormEntrys: [],
})

const card = (product: Product, overrides: Partial<CardInput> = {}) =>
  productCardView(
    {
      product,
      productSet: setOf([PRINT, MAGNET]),
      categoryId: CATEGORY,
      order: null,
      orderReady: true,
      photos: noPhotos,
      ...overrides,
    },
    (amount) => `$${amount}`,
  )

describe('productCardView: the button (B §4)', () => {
  it.each<[string, Product, Partial<CardInput>, Pick<CardButton, 'label' | 'primary' | 'disabled'>]>([
    [
      'Select for a product to configure',
      PRINT,
      {},
      { label: { id: 'product.select' }, primary: true, disabled: false },
    ],
    ['Add for a product added directly', MAGNET, {}, { label: { id: 'product.add' }, primary: true, disabled: false }],
    [
      'the product’s own button text',
      productFixture({ id: uuid(3), label: 'Retouch', parameters: { buttonText: 'Choose' } }),
      {},
      { label: { text: 'Choose' }, primary: true, disabled: false },
    ],
    [
      'Modify, secondary, for an ordered product',
      PRINT,
      { order: orderWith({ product: PRINT.id, quantity: 2 }) },
      { label: { id: 'product.modify' }, primary: false, disabled: false },
    ],
    [
      'disabled until the stored order has been read (C §4)',
      PRINT,
      { orderReady: false },
      { label: { id: 'product.select' }, primary: true, disabled: true },
    ],
  ])('%s', (_, product, input, expected) => {
    expect(card(product, input).button).toMatchObject(expected)
  })

  it('the in-order count is the ordered item’s quantity; none when not ordered', () => {
    expect(card(PRINT, { order: orderWith({ product: PRINT.id, quantity: 3 }) }).inOrder).toBe(3)
    expect(card(PRINT, { order: orderWith({ product: MAGNET.id, quantity: 1 }) }).inOrder).toBeNull()
  })

  it('a locked product: disabled, with the reasons for the popover (B §2 business rules)', () => {
    const productSet = setOf([PRINT, MAGNET], {
      businessRules: {
        ...setOf([]).businessRules,
        lockedItems: {
          products: [
            {
              id: MAGNET.id,
              unlockedBy: [
                { id: 'r1', operator: 'all', conditions: [{ kind: 'product', id: PRINT.id, minimumQuantity: 1 }] },
              ],
              lockedBy: [],
            },
          ],
          categories: [],
        },
      } as unknown as ProductSet['businessRules'],
    })
    const locked = card(MAGNET, { productSet })
    expect(locked.button.disabled).toBe(true)
    expect(locked.lock.locked).toBe(true)
    expect(locked.lock.reasons).toHaveLength(1)
    const unlocked = card(MAGNET, { productSet, order: orderWith({ product: PRINT.id, quantity: 1 }) })
    expect(unlocked.button.disabled).toBe(false)
    expect(unlocked.lock).toEqual({ locked: false, reasons: [] })
  })

  it('a new panel starts with the photo the parent chose; not with one shown only to illustrate (issue 16)', () => {
    const photo = crop(1)
    const chosen = card(PRINT, { photos: { photos: [photo], chosenImageId: photo.image.id, favouriteCropIds: [] } })
    expect(chosen.button.event).toEqual({
      type: 'panel.open',
      photo: { imageId: photo.image.id, imageCropId: photo.id },
    })
    expect(chosen.photo).not.toBeNull()
    const illustrated = card(PRINT, { photos: { ...noPhotos, photos: [photo] } })
    expect(illustrated.button.event).toEqual({ type: 'panel.open' })
    expect(illustrated.photo).not.toBeNull()
    expect(card(MAGNET, { photos: { ...noPhotos, photos: [photo] } }).photo).toBeNull()
  })
})

describe('productCardView: what the card tells (B §2, B §5)', () => {
  it.each<[string, Partial<Product>, ReturnType<typeof card>['price']]>([
    ['the retail price', { retailAmount: 500 }, { kind: 'price', price: 500, special: false }],
    ['free at zero', { retailAmount: 0 }, { kind: 'free' }],
    [
      'a promotion below retail: sale with the saving',
      { retailAmount: 500, isPromotional: true, parameters: { promotion: { cost: 300 } } as Product['parameters'] },
      { kind: 'sale', price: 300, list: 500, saving: 200 },
    ],
  ])('%s', (_, overrides, price) => {
    expect(card(productFixture({ id: uuid(5), label: 'P', ...overrides })).price).toEqual(price)
  })

  it('package contents with quantities, unless hidden or build-your-own; tiers per unit or per bundle', () => {
    const children = [
      productFixture({ id: uuid(6), label: 'Wallets', quantityLimit: 8 }),
      productFixture({ id: uuid(7), label: '5x7' }),
    ]
    const pack = productFixture({ id: uuid(8), label: 'Pack', type: 'package', products: children })
    expect(card(pack).contents).toEqual([
      { label: 'Wallets', quantity: 8 },
      { label: '5x7', quantity: 1 },
    ])
    expect(card({ ...pack, isPackageContentHidden: true }).contents).toEqual([])
    expect(card({ ...pack, isByo: true }).contents).toEqual([])
    const tiers = [{ quantityFrom: 5, quantityTo: null, cost: 400 }]
    expect(card({ ...PRINT, productCostTiers: tiers }).tiers).toEqual([{ from: 5, price: 400, bundle: false }])
    expect(card({ ...PRINT, productCostTiers: tiers, pricingStrategy: 'fixed_quantity_tiers' }).tiers).toEqual([
      { from: 5, price: 400, bundle: true },
    ])
  })

  it('worked out again as the photos and the order arrive, hands over the same price, tiers and contents (issue 17)', () => {
    const pack = productFixture({
      id: uuid(9),
      label: 'Pack',
      type: 'package',
      products: [productFixture({ id: uuid(10), label: 'Wallets' })],
      productCostTiers: [{ quantityFrom: 5, quantityTo: null, cost: 400 }],
    })
    const first = card(pack)
    const again = card(pack, {
      photos: { ...noPhotos, photos: [crop(1)] },
      order: orderWith({ product: pack.id, quantity: 2 }),
    })
    expect(again.inOrder).toBe(2)
    // The memoised parts of ui/shop/ProductCard.tsx render again only when these change.
    expect(again.price).toBe(first.price)
    expect(again.tiers).toBe(first.tiers)
    expect(again.contents).toBe(first.contents)
    expect(again.discounts).toBe(first.discounts)
    // Another product (a new product set) gets its own.
    expect(card({ ...pack, retailAmount: pack.retailAmount + 100 }).price).not.toBe(first.price)
  })
})

describe('shownButton: the card’s button while its panel loads and works (issue 17 point 2)', () => {
  const button = card(PRINT).button
  it.each([
    ['loading', true],
    ['busy', true],
    ['idle', false],
  ] as const)('%s: disabled %s', (phase, disabled) => {
    expect(shownButton(button, phase)).toEqual({ ...button, disabled })
  })

  it('idle keeps the button’s own reasons to be disabled', () => {
    const notRead = card(PRINT, { orderReady: false }).button
    expect(shownButton(notRead, 'idle').disabled).toBe(true)
  })

  it('the same button, worked out again, is the same object, so the card’s controls do not render again (issue 17)', () => {
    const again = card(PRINT, { photos: { ...noPhotos, photos: [crop(1)] } }).button
    expect(again).toBe(button)
    expect(shownButton(again, 'loading')).toBe(shownButton(button, 'loading'))
    // What changes, changes: the order makes it Modify.
    const ordered = card(PRINT, { order: orderWith({ product: PRINT.id, quantity: 1 }) }).button
    expect(ordered).not.toBe(button)
    expect(ordered.label).toEqual({ id: 'product.modify' })
  })

  it('the child’s photo on a card, worked out again with another product ordered, is the same view (issue 17)', () => {
    const photos = { ...noPhotos, photos: [crop(1)] }
    const first = card(PRINT, { photos }).photo
    expect(first).not.toBeNull()
    expect(card(PRINT, { photos, order: orderWith({ product: MAGNET.id, quantity: 1 }) }).photo).toBe(first)
  })
})

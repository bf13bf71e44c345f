import type { Order, OrderItem } from '../../core/schemas/order'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import type { ChangeChoices } from '../../machines/orderChange'
import { fixtures, orderItemFixture, productFixture, productSetFixture } from './fixtures'
import { cropFixture, fixtureId as id } from './imageFixture'

// Named inputs and answers of the change-after-purchase scenarios (issue 14 point 5); imported for its effect.

const option = (n: number, label: string, retailAmount: number) => ({
  id: id(8010 + n),
  label,
  description: null,
  retailAmount,
  isDefault: false,
  allowNotes: false,
  assets: null,
  backgroundAsset: null,
  parameters: {},
})

const group = (n: number, extra: Partial<ProductOptionGroup>): ProductOptionGroup => ({
  id: id(8000 + n),
  type: 'select',
  label: `Group ${n}`,
  description: null,
  required: false,
  expanded: true,
  allowNotes: false,
  retailAmount: 0,
  productOptions: [],
  form: null,
  parameters: {},
  ...extra,
})

/** The print's backdrop: Blue free, Forest $5 more (green screen, one backdrop for the item). */
const backdrop = group(1, {
  type: 'background',
  label: 'Backdrop',
  required: true,
  expanded: false,
  productOptions: [option(1, 'Blue', 0), option(2, 'Forest', 500_000)],
})

/** A photo option: Retouching, none free or $8 (C §3 order image option). */
export const retouching = group(2, {
  label: 'Retouching',
  productOptions: [option(3, 'No retouching', 0), option(4, 'Full retouch', 800_000)],
})

const print = productFixture({
  id: id(8100),
  label: '8×10 print',
  nodes: [{ id: id(8101), label: 'Photo' }],
  productOptionGroups: [backdrop],
})

const productSet = productSetFixture(false, {
  categories: [
    { id: id(8102), slug: 'prints', information: { label: 'Prints', text: '' }, assets: null, products: [print] },
  ],
  imageProductOptionGroups: [retouching],
})

const photos = [cropFixture(1), cropFixture(2)]

const item = (backdropId: string, node: Partial<OrderItem['orderItemNodes'][number]>, subTotal: number) =>
  ({
    ...orderItemFixture(id(8200), print.id, '8×10 print'),
    subTotal,
    originalSubTotal: subTotal,
    orderItemOptions: [
      { productOptionGroup: backdrop.id, productOption: backdropId, value: backdropId, notes: null, retailAmount: 0 },
    ],
    orderItemNodes: [
      {
        id: id(8201),
        node: { id: id(8101), label: 'Photo' },
        image: id(5001),
        imageCrop: id(1001),
        imageTypePreference: null,
        productOption: null,
        crop: null,
        rotation: 0,
        ...node,
      },
    ],
  }) as unknown as OrderItem

/** A paid order of one print (Blue backdrop, photo 1 uncropped), changes still open. */
const order = (version: number, printItem: OrderItem, extra: Partial<Order> = {}): Order =>
  ({
    id: id(8300),
    orderReference: 'K7M2Q9XP',
    version,
    status: 'paid',
    currency: 'USD',
    subject: id(9),
    orderItems: [printItem],
    orderImageOptions: [],
    shippingTotal: 0,
    serviceFeeTotal: 0,
    taxRate: 0,
    couponDiscount: null,
    total: printItem.subTotal,
    afterPurchase: {
      productionCutoffAt: '2026-12-20T00:00:00.000Z',
      canChange: true,
      contact: { name: 'Studio Lumen', email: 'hello@studio.example', phone: null },
      changes: [],
    },
    ...extra,
  }) as unknown as Order

const cropped = { crop: { left: 0.1, top: 0.1, width: 0.8, height: 0.8 }, rotation: 0 as const }
const savedOption = {
  id: id(8400),
  image: id(5001),
  productOptionGroup: { id: retouching.id, label: 'Retouching', type: 'select' as const, description: null },
  productOption: id(8014),
  value: id(8014),
  notes: null,
  retailAmount: 800_000,
}

Object.assign(fixtures, {
  'orderChange:paid': order(3, item(id(8011), {}, 1_000_000)),
  'orderChange:placed': order(3, item(id(8011), {}, 1_000_000), { status: 'placed' }),
  'orderChange:choices': { productSet, photos, croppingAvailable: true } satisfies ChangeChoices,
  'orderChange:cropSaved': order(4, item(id(8011), cropped, 1_000_000)),
  'orderChange:forestSaved': order(4, item(id(8012), {}, 1_500_000)),
  'orderChange:reloaded': order(5, item(id(8011), {}, 1_000_000)),
  'orderChange:withRetouching': order(3, item(id(8011), {}, 1_000_000), {
    orderImageOptions: [savedOption],
    total: 1_800_000,
  } as Partial<Order>),
  'orderChange:retouchingSaved': order(4, item(id(8011), {}, 1_000_000), {
    orderImageOptions: [savedOption],
    total: 1_800_000,
  } as Partial<Order>),
  'orderChange:retouchingRemoved': order(4, item(id(8011), {}, 1_000_000)),
  'orderChange:photoGroups': [retouching],
})

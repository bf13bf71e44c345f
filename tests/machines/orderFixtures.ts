import type { Order, OrderItem } from '../../core/schemas/order'
import type { Product } from '../../core/schemas/productSet'
import { fixtures, orderItemFixture, productFixture, productSetFixture } from './fixtures'

// Named answers and inputs of the order actor and product panel scenarios; imported for its effect.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const nameGroup = {
  id: id(20),
  type: 'text' as const,
  label: 'Name on the print',
  description: null,
  required: true,
  expanded: false,
  allowNotes: false,
  retailAmount: 300_000,
  productOptions: [],
  form: null,
  parameters: { characterLimit: 12 },
}

const products: Record<string, Product> = {
  plain: productFixture({ id: id(30), label: 'Photo magnet' }),
  named: productFixture({ id: id(31), label: 'Name print', productOptionGroups: [nameGroup] }),
  direct: productFixture({ id: id(32), label: 'All digital images', type: 'digitalBulk', quantityLimit: 1 }),
  tiered: productFixture({
    id: id(33),
    label: 'Wallets',
    pricingStrategy: 'fixed_quantity_tiers',
    productCostTiers: [
      { quantityFrom: 8, quantityTo: 15, cost: 1_200_000 },
      { quantityFrom: 16, quantityTo: null, cost: 2_000_000 },
    ],
  }),
  packageB: productFixture({ id: id(34), label: 'Package B' }),
  print: productFixture({ id: id(37), label: '8×10 print', nodes: [{ id: id(7700), label: 'Photo' }] }),
}

const productSet = productSetFixture(false, {
  categories: [
    {
      id: id(5),
      slug: 'prints',
      information: { label: 'Prints', text: '' },
      assets: null,
      products: Object.values(products),
    },
  ],
  businessRules: {
    lockedItems: { products: [], categories: [] },
    requiredForCheckout: [],
    requiredForComplete: [],
    exclusiveProductGroups: [
      [id(34), id(35)],
      [id(32), id(35)],
    ],
  },
})

const item = (itemId: string, product: string, label: string, removeDependencies: string[] = []) =>
  orderItemFixture(itemId, product, label, removeDependencies) as unknown as OrderItem

const panelOrder = (items: OrderItem[]) => ({ id: id(60), orderItems: items, orderFormEntrys: [] })

/** An order as the order actor holds it: the fields the actor and the panels read. */
const order = (n: number, version: number, items: OrderItem[] = [], overrides: Partial<Order> = {}) =>
  ({
    id: id(n),
    version,
    storeUser: 'u1',
    isPreOrder: false,
    subject: null,
    clientSession: { id: 's1' },
    clientSessionStage: { id: 'st1' },
    orderItems: items,
    orderFormEntrys: [],
    orderImageOptions: [],
    linkedOrders: [],
    ...overrides,
  }) as unknown as Order

Object.assign(fixtures, {
  ...Object.fromEntries(Object.entries(products).map(([name, product]) => [`panel:${name}`, product])),
  'panel:productSet': productSet,
  'panelOrder:empty': panelOrder([]),
  'panelOrder:withPackageA': panelOrder([item(id(40), id(35), 'Package A')]),
  'panelOrder:withMagnetAndDependent': panelOrder([
    item(id(41), id(30), 'Photo magnet', [id(42)]),
    item(id(42), id(36), 'Magnet stand'),
  ]),
  'panelOrder:withMagnet': panelOrder([item(id(41), id(30), 'Photo magnet')]),
  'panelOrder:rivalOfDirect': panelOrder([item(id(43), id(35), 'Single digital image')]),
  storedOrderId: id(60),
  noStoredOrder: null,
  'order:matching': order(60, 1),
  'order:otherStage': order(60, 1, [], { clientSessionStage: { id: 'st-old' } } as Partial<Order>),
  'order:otherUser': order(60, 1, [], { storeUser: 'u2' }),
  'order:v1': order(60, 1),
  'order:v2': order(60, 2, [item(id(44), id(30), 'Photo magnet')]),
  'order:v3': order(60, 3, [item(id(44), id(30), 'Photo magnet'), item(id(45), id(31), 'Name print')]),
  'order:reloaded': order(60, 5, [item(id(44), id(30), 'Photo magnet')]),
  'order:created': order(61, 1),
  'order:createdThenAdded': order(61, 2, [item(id(46), id(30), 'Photo magnet')]),
  'order:createdThenTwoAdded': order(61, 3, [item(id(46), id(30), 'Photo magnet'), item(id(47), id(37), '8×10 print')]),
  'order:withLinked': order(60, 2, [item(id(44), id(30), 'Photo magnet')], {
    linkedOrders: [
      {
        id: id(62),
        orderReference: 'LIAM0001',
        type: 're-order',
        isPreOrder: false,
        clientSession: 's1',
        clientSessionLabel: 'Spring Portraits',
        clientSessionStage: 'st1',
        subject: id(10),
        subjectName: 'Liam Chen',
        itemCount: 1,
        version: 3,
        createdAt: '2026-11-21T00:00:00.000Z',
        total: 1_800_000,
      },
    ],
  } as unknown as Partial<Order>),
  'linked:liam': { orders: [order(62, 3, [item(id(48), id(30), 'Photo magnet')])], photos: {} },
  'draft:magnet': { quantity: 1, options: {}, nodes: [], children: [] },
  'error:versionConflict': { code: 'version_conflict', message: 'The order changed meanwhile', fields: {} },
})

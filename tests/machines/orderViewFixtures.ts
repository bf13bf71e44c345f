import type { DigitalArchiveResponse, DownloadItemResponse } from '../../core/schemas/afterPurchase'
import type { Order, OrderItem } from '../../core/schemas/order'
import type { ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import { fixtures, orderItemFixture, productFixture, productSetFixture } from './fixtures'
import { cropFixture, fixtureId as id } from './imageFixture'

// Named inputs and answers of the order page scenarios and view tests (issue 14; C §2 order view and downloads):
// a paid re-order of Ada's with a print (photo 1 over a backdrop), a single digital image (photo 2) and a package
// holding a digital image (photo 3), the store's licence not accepted yet, paid by card together with Ben's order.

export const ORDER_ID = id(60)
export const PRINT = id(7001)
export const DIGITAL = id(7002)
export const PACKAGE = id(7003)
export const PACKAGE_DIGITAL = id(7004)

const option = (n: number, label: string, backgroundAsset: string | null = null) => ({
  id: id(n),
  label,
  description: null,
  retailAmount: 0,
  isDefault: false,
  allowNotes: false,
  assets: null,
  backgroundAsset,
  parameters: {},
})

const group = (
  n: number,
  type: ProductOptionGroup['type'],
  label: string,
  productOptions: ProductOptionGroup['productOptions'],
): ProductOptionGroup => ({
  id: id(n),
  type,
  label,
  description: null,
  required: false,
  expanded: false,
  allowNotes: false,
  retailAmount: 0,
  productOptions,
  form: null,
  parameters: {},
})

const backdrop = group(8100, 'background', 'Backdrop', [
  option(8101, 'Blue', '/backdrops/blue.jpg'),
  option(8102, 'Grey', '/backdrops/grey.jpg'),
])
const retouch = group(8300, 'select', 'Retouching', [option(8301, 'Remove blemishes')])

export const orderViewProductSet: ProductSet = productSetFixture(false, {
  categories: [
    {
      id: id(5),
      slug: 'prints',
      information: { label: 'Prints', text: '' },
      assets: null,
      products: [
        productFixture({ id: id(31), label: '8×10 print', productOptionGroups: [backdrop] }),
        productFixture({ id: id(32), label: 'Digital image', type: 'digital' }),
        productFixture({ id: id(33), label: 'Package A', type: 'package' }),
      ],
    },
  ],
  imageProductOptionGroups: [retouch],
})

const node = (n: number, image: number, label = 'Photo') => ({
  id: id(7700 + n),
  node: { id: id(7800 + n), label },
  image: id(5000 + image),
  imageCrop: id(1000 + image),
  imageTypePreference: null,
  productOption: null,
  crop: null,
  rotation: 0 as const,
})

const item = (overrides: Partial<OrderItem> & { id: string; product: string; label: string }): OrderItem => ({
  ...(orderItemFixture(overrides.id, overrides.product, overrides.label) as unknown as OrderItem),
  ...overrides,
})

const print = item({
  id: PRINT,
  product: id(31),
  label: '8×10 print',
  subTotal: 1_500_000,
  orderItemNodes: [node(1, 1)],
  orderItemOptions: [
    { productOptionGroup: backdrop.id, productOption: id(8101), value: id(8101), notes: null, retailAmount: 0 },
  ],
})
const digital = item({
  id: DIGITAL,
  product: id(32),
  label: 'Digital image',
  type: 'digital',
  orderItemNodes: [node(2, 2)],
})
const packaged = item({
  id: PACKAGE,
  product: id(33),
  label: 'Package A',
  type: 'package',
  subTotal: 2_500_000,
  orderItems: [
    {
      ...(orderItemFixture(PACKAGE_DIGITAL, id(32), 'Digital image') as unknown as OrderItem),
      type: 'digital',
      orderItemNodes: [node(3, 3)],
    },
  ],
})

const contact = { name: 'Brightside Studio', email: 'hello@brightside.example', phone: '+1 555 0100' }

const paid: Order = {
  id: ORDER_ID,
  orderReference: 'ADA00060',
  type: 're-order',
  isPreOrder: false,
  store: id(10),
  storeUser: id(11),
  clientSession: { id: id(1), label: 'Spring 2026', cartImageTypePreference: 'either' },
  clientSessionStage: {
    id: id(3),
    type: 're-order',
    allowCoupons: true,
    multiChildOrdering: true,
    orderCompleteCartText: null,
    imageSubmissionUrl: 'https://brightside.example/submit/{reference}',
  },
  subject: id(9),
  orderItems: [print, digital, packaged],
  orderImageOptions: [
    {
      id: id(8400),
      image: id(5001),
      productOptionGroup: { id: retouch.id, label: 'Retouching', type: 'select', description: null },
      productOption: id(8301),
      value: id(8301),
      notes: null,
      retailAmount: 0,
    },
  ],
  linkedOrders: [],
  orderFormEntrys: [],
  currency: 'USD',
  taxRate: 0,
  couponDiscount: null,
  adjustment: null,
  serviceFeeLabel: null,
  subTotal: 5_000_000,
  originalSubTotal: 5_000_000,
  totalSaving: 0,
  couponDiscountTotal: 0,
  adjustmentTotal: 0,
  serviceFeeTotal: 0,
  shippingTotal: 0,
  totalTax: 0,
  totalRefund: 0,
  total: 5_000_000,
  status: 'paid',
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  shippingAddress: null,
  billingAddress: null,
  billingDetailsAdded: false,
  shippingMethod: null,
  shippingInstructions: null,
  photographerInstructions: null,
  paymentMethod: 'stripe',
  paidAt: '2026-11-23T08:00:00.000Z',
  payment: {
    method: 'stripe',
    status: 'succeeded',
    amount: 7_000_000,
    currency: 'USD',
    cardBrand: 'visa',
    cardLast4: '4242',
    paidAt: '2026-11-23T08:00:00.000Z',
    orders: [
      { id: ORDER_ID, orderReference: 'ADA00060', subjectName: 'Ada', total: 5_000_000 },
      { id: id(61), orderReference: 'BEN00061', subjectName: 'Ben', total: 2_000_000 },
    ],
  },
  imageSubmission: { state: 10, reference: 'SUB-ADA00060' },
  licence: 'Personal printing licence: print and share these photos for your family.',
  acceptedLicence: false,
  downloadAllURL: null,
  afterPurchase: {
    productionCutoffAt: '2026-12-15T00:00:00.000Z',
    canChange: true,
    contact,
    changes: [],
  },
  version: 7,
  createdAt: '2026-11-22T18:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
}

const accept = (order: Order, ids: string[]): Order => ({
  ...order,
  orderItems: order.orderItems.map((i) => ({
    ...i,
    acceptedLicence: i.acceptedLicence || ids.includes(i.id),
    orderItems: i.orderItems.map((c) => ({ ...c, acceptedLicence: c.acceptedLicence || ids.includes(c.id) })),
  })),
})

const everyDigital = [DIGITAL, PACKAGE_DIGITAL]
const acceptedAll: Order = { ...accept(paid, everyDigital), acceptedLicence: true }

const answer = (order: Order, redirect: string): DownloadItemResponse['data'] => ({ order, redirect })

const archive: DigitalArchiveResponse['data'] = {
  url: '/downloads/orders/ADA00060_photos.zip?u=1&e=2&s=3',
  size: 48_500_000,
  files: 12,
}

Object.assign(fixtures, {
  'orderView:productSet': orderViewProductSet,
  'orderView:session': { id: id(1) },
  'orderView:paid': paid,
  'orderView:noLicence': { ...paid, licence: null, acceptedLicence: true },
  'orderView:placed': {
    ...paid,
    status: 'placed',
    paidAt: null,
    paymentMethod: 'manual',
    payment: { ...paid.payment, method: 'manual', status: 'pending', cardBrand: null, cardLast4: null, paidAt: null },
  },
  'orderView:closed': {
    ...paid,
    afterPurchase: {
      productionCutoffAt: '2026-11-20T00:00:00.000Z',
      canChange: false,
      contact,
      changes: [
        {
          id: id(9501),
          createdAt: '2026-11-19T10:00:00.000Z',
          orderItem: PRINT,
          summary: '8×10 print: backdrop Blue → Grey',
          amount: 0,
          status: 'succeeded',
        },
        {
          id: id(9502),
          createdAt: '2026-11-19T11:00:00.000Z',
          orderItem: PRINT,
          summary: '8×10 print: larger size',
          amount: 500_000,
          status: 'succeeded',
        },
        {
          id: id(9503),
          createdAt: '2026-11-19T12:00:00.000Z',
          orderItem: null,
          summary: 'Photo 1: retouching removed',
          amount: -300_000,
          status: 'succeeded',
        },
      ],
    },
    totalRefund: 300_000,
  },
  'orderView:changed': {
    ...paid,
    version: 8,
    orderItems: [{ ...print, label: '8×10 print (Grey)' }, digital, packaged],
  },
  'orderView:photos': [cropFixture(1), cropFixture(2), cropFixture(3)],
  'orderView:download:digital': answer(accept(paid, [DIGITAL]), '/downloads/items/digital.jpg?s=1'),
  'orderView:download:noLicence': answer(
    { ...paid, licence: null, acceptedLicence: true },
    '/downloads/items/d.jpg?s=2',
  ),
  'orderView:finalized': acceptedAll,
  'orderView:archive': archive,
  'orderView:receipt': null,
})

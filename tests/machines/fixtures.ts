import type { Product, ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import type { ClientSession, Stage } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { demoStore, stageSettings } from '../../server/seed/demo'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const session = (type: Stage['type'], overrides: Partial<Stage> = {}): ClientSession => ({
  id: id(1),
  label: 'Fixture session',
  uri: 'fixture',
  client: { id: id(2), label: 'Fixture school' },
  category: null,
  season: null,
  galleries: [],
  cartImageTypePreference: 'either',
  stage: {
    ...stageSettings({}),
    id: id(3),
    label: type,
    type,
    startedAt: null,
    completesAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  },
})

/** A product set with nothing in it; scenario fixtures override what they exercise. */
export const productSetFixture = (preOrder: boolean, overrides: Partial<ProductSet> = {}): ProductSet => ({
  id: id(4),
  preOrder,
  categories: [],
  imageProductOptionGroups: [],
  forms: [],
  shippingPromotions: [],
  businessRules: {
    lockedItems: { products: [], categories: [] },
    requiredForCheckout: [],
    requiredForComplete: [],
    exclusiveProductGroups: [],
  },
  ...overrides,
})

/** Named answers that scenario files refer to, so the JSON stays readable. */
export const fixtures: Record<string, unknown> = {
  store: demoStore,
  'store:cartClosed': {
    ...demoStore,
    settings: { ...demoStore.settings, isShoppingCartAvailable: false },
  } satisfies Store,
  'productSet:reOrder': productSetFixture(false),
  'productSet:preOrder': productSetFixture(true),
  'session:preOrder': session('pre-order'),
  'session:preOrderStartingOnPhotos': session('pre-order', { startLocation: 'photos' }),
  'session:reOrderOnPhotos': session('re-order', { startLocation: 'photos' }),
  'session:reOrderOnCatalog': session('re-order'),
  'session:paused': session('pause'),
  credentials: { smartyKey: 'fixture' },
  'search:found': { clientSessionId: id(1), subjectId: null },
  'search:student': { clientSessionId: id(1), subjectId: id(9) },
  'search:none': { clientSessionId: null, subjectId: null },
  done: null,
  'subject:emma': { id: id(9), name: 'Emma Lee', firstName: 'Emma', lastName: 'Lee' },
}

/** A catalog product with every field at its plain default; scenario fixtures override what they exercise. */
export const productFixture = (overrides: Partial<Product> & { id: string; label: string }): Product => {
  const { label, ...rest } = overrides
  return {
    type: 'custom',
    metaType: null,
    information: { label, text: '' },
    assets: null,
    retailAmount: 1_000_000,
    productCost: 0,
    productQuantity: 0,
    additionalCreditCost: null,
    additionalPoseCost: null,
    poseLimit: null,
    quantityLimit: null,
    orderLimit: null,
    isMandatory: false,
    isMultiPose: false,
    isByo: false,
    isPromotional: false,
    allowMultipleBackgrounds: false,
    isPackageContentHidden: false,
    pricingStrategy: null,
    productCostTiers: [],
    tagRules: [],
    nodes: [],
    productOptionGroups: [],
    parameters: {},
    products: [],
    ...rest,
  }
}

const nameGroup: ProductOptionGroup = {
  id: id(20),
  type: 'text',
  label: 'Name on the print',
  description: null,
  required: true,
  expanded: false,
  allowNotes: false,
  retailAmount: 0,
  productOptions: [],
  form: null,
  parameters: { characterLimit: 12 },
}

/** An order item as the API answers it, with plain defaults. */
export const orderItemFixture = (
  itemId: string,
  product: string,
  label: string,
  removeDependencies: string[] = [],
) => ({
  id: itemId,
  label,
  type: 'custom',
  product,
  quantity: 1,
  quantityLimit: null,
  subTotal: 1_000_000,
  originalSubTotal: 1_000_000,
  totalCredits: 0,
  additionalCredits: 0,
  additionalCreditsSubTotal: 0,
  additionalPoses: 0,
  additionalPosesSubTotal: 0,
  creditCost: 0,
  acceptedLicence: false,
  orderItemOptions: [],
  orderItemNodes: [],
  createdAt: '2026-11-21T00:00:00.000Z',
  parameters: { removeDependencies },
  orderItems: [],
})

const orderFixture = (overrides: Record<string, unknown> = {}) => ({
  id: id(60),
  storeUser: 'u1',
  isPreOrder: false,
  subject: null,
  clientSession: { id: 's1' },
  clientSessionStage: { id: 'st1' },
  orderItems: [],
  ...overrides,
})

Object.assign(fixtures, {
  'photos:two': [{ id: 'c1' }, { id: 'c2' }],
  storedOrderId: id(60),
  noStoredOrder: null,
  'order:matching': orderFixture(),
  'order:otherStage': orderFixture({ clientSessionStage: { id: 'st-old' } }),
  'order:otherUser': orderFixture({ storeUser: 'u2' }),
  'product:plain': productFixture({ id: id(30), label: 'Photo magnet' }),
  'product:named': productFixture({ id: id(31), label: 'Name print', productOptionGroups: [nameGroup] }),
  'product:direct': productFixture({ id: id(32), label: 'All digital images', type: 'digitalBulk', quantityLimit: 1 }),
  'product:tiered': productFixture({
    id: id(33),
    label: 'Wallets',
    pricingStrategy: 'fixed_quantity_tiers',
    productCostTiers: [
      { quantityFrom: 8, quantityTo: 15, cost: 1_200_000 },
      { quantityFrom: 16, quantityTo: null, cost: 2_000_000 },
    ],
  }),
  'product:packageB': productFixture({ id: id(34), label: 'Package B' }),
  'order:empty': { items: [], exclusiveProductGroups: [[id(34), id(35)]] },
  'order:withPackageA': {
    items: [orderItemFixture(id(40), id(35), 'Package A')],
    exclusiveProductGroups: [[id(34), id(35)]],
  },
  'order:withMagnetAndDependent': {
    items: [
      orderItemFixture(id(41), id(30), 'Photo magnet', [id(42)]),
      orderItemFixture(id(42), id(36), 'Magnet stand'),
    ],
    exclusiveProductGroups: [],
  },
  'order:afterSave': { id: id(50) },
  'order:rivalOfDirect': {
    items: [orderItemFixture(id(43), id(35), 'Single digital image')],
    exclusiveProductGroups: [[id(32), id(35)]],
  },
})

import type { Product, ProductSet } from '../../core/schemas/productSet'
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

Object.assign(fixtures, {
  'photos:two': [{ id: 'c1' }, { id: 'c2' }],
})

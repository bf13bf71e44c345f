import type { ProductSet } from '../../core/schemas/productSet'
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

const productSet = (preOrder: boolean): ProductSet => ({
  id: id(4),
  preOrder,
  categories: [],
  imageProductOptionGroups: [],
  forms: [],
  businessRules: {
    lockedItems: { products: [], categories: [] },
    requiredForCheckout: [],
    requiredForComplete: [],
    exclusiveProductGroups: [],
  },
})

/** Named answers that scenario files refer to, so the JSON stays readable. */
export const fixtures: Record<string, unknown> = {
  store: demoStore,
  'store:cartClosed': {
    ...demoStore,
    settings: { ...demoStore.settings, isShoppingCartAvailable: false },
  } satisfies Store,
  'productSet:reOrder': productSet(false),
  'productSet:preOrder': productSet(true),
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

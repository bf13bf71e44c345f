import type { Stage } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { demoId } from './ids'

/** Prices in the demo are written in dollars and cents; the database holds 1/100000 units (B §9). */
const usd = (dollars: number) => Math.round(dollars * 100) * 1000

export const DEMO_STORE_ID = demoId('store')

export const demoStore: Store = {
  id: DEMO_STORE_ID,
  name: 'Brightside School Photography',
  logo: '/media/store/logo.png',
  url: 'https://brightside.example',
  settings: {
    formatOptions: { currency: 'USD', locale: 'en-US' },
    themeOptions: { show_logo: true, primaryColor: '#0f766e', accentColor: '#b45309' },
    messages: {},
    isShoppingCartAvailable: true,
    isImageCroppingAvailable: true,
    isTrackingAvailable: true,
    placeholderImage: null,
    onlineOrderAddressValidation: true,
    showGalleryThreshold: 0,
  },
}

type StageSettings = Omit<Stage, 'id' | 'label' | 'type' | 'startedAt' | 'completesAt'>

const stageDefaults: StageSettings = {
  duration: null,
  subjectSearchable: true,
  multiChildOrdering: true,
  multiChildOrderingCrossSession: false,
  allowCoupons: true,
  allowSubjectCodePreOrder: true,
  allowSubjectlessOrders: true,
  multiChildOrderBannerHeading: 'Ordering for more than one child?',
  multiChildOrderBannerText: 'Add a brother or sister with their access code and check out once.',
  showGalleryImages: true,
  imageCropping: false,
  favourites: { enabled: true, required: false },
  startLocation: 'catalog',
  yearbookSelection: false,
  yearbookSelectionRequired: true,
  minYearbookSelections: 1,
  maxYearbookSelections: 1,
  yearbookInstructions: null,
  yearbookSelectionTagRules: [],
  showWelcomeMessage: false,
  welcomeHeading: null,
  welcomeText: null,
  welcomeSize: 'medium',
  bannerStyle: null,
  bannerColor: null,
  bannerCountdownText: null,
  bannerCountdownTooltip: null,
  bannerDateTimeText: null,
  bannerDateTimeTooltip: null,
  bannerText: null,
  bannerTooltip: null,
  bannerShowAt: 0,
}

export type DemoProduct = {
  key: string
  type: 'custom' | 'digital' | 'digitalBulk' | 'bundle' | 'direct_fulfillment' | 'package' | 'informational'
  label: string
  text: string
  price: number
  art: { kind: 'print' | 'package' | 'digital' | 'keepsake'; caption: string }
  quantityLimit?: number
}

export type DemoCategory = { slug: string; label: string; text: string; products: DemoProduct[] }

export type DemoSession = {
  key: string
  label: string
  accessCode: string
  stage: { label: string; type: Stage['type']; settings: Partial<StageSettings>; daysOpen: number }
  productSet: { key: string; preOrder: boolean; categories: DemoCategory[] }
}

const prints: DemoCategory = {
  slug: 'prints',
  label: 'Prints',
  text: 'Professional lustre prints from your favourite photo, trimmed and packed flat so they arrive ready to frame.',
  products: [
    {
      key: '8x10',
      type: 'custom',
      label: '8×10 print',
      text: 'One 8×10 inch lustre print.',
      price: 18,
      art: { kind: 'print', caption: '8×10' },
    },
    {
      key: '5x7',
      type: 'custom',
      label: '5×7 prints (pair)',
      text: 'Two 5×7 inch lustre prints of the same photo.',
      price: 14,
      art: { kind: 'print', caption: '5×7' },
    },
    {
      key: 'wallets',
      type: 'custom',
      label: 'Wallet prints (8)',
      text: 'Eight wallet-size prints to share with family.',
      price: 12,
      art: { kind: 'print', caption: 'Wallets' },
    },
  ],
}

const digital: DemoCategory = {
  slug: 'digital',
  label: 'Digital downloads',
  text: 'Full-resolution files, yours to download straight after checkout with a personal printing licence.',
  products: [
    {
      key: 'digital-single',
      type: 'digital',
      label: 'Single digital image',
      text: 'The full-resolution file of one photo.',
      price: 25,
      art: { kind: 'digital', caption: '1 file' },
      quantityLimit: 1,
    },
    {
      key: 'digital-all',
      type: 'digitalBulk',
      label: 'All digital images',
      text: 'Every photo of your child from this session.',
      price: 69,
      art: { kind: 'digital', caption: 'All files' },
      quantityLimit: 1,
    },
  ],
}

const packages: DemoCategory = {
  slug: 'packages',
  label: 'Packages',
  text: 'Our best value: the prints families order most, bundled at a lower price than buying them one by one.',
  products: [
    {
      key: 'package-a',
      type: 'package',
      label: 'Package A',
      text: 'One 8×10, two 5×7 and eight wallets.',
      price: 39,
      art: { kind: 'package', caption: 'A' },
    },
    {
      key: 'package-b',
      type: 'package',
      label: 'Package B',
      text: 'Two 5×7 and sixteen wallets.',
      price: 29,
      art: { kind: 'package', caption: 'B' },
    },
  ],
}

const keepsakes: DemoCategory = {
  slug: 'keepsakes',
  label: 'Keepsakes',
  text: 'Gifts for grandparents: magnets, a desk calendar and a framed print.',
  products: [
    {
      key: 'magnet',
      type: 'custom',
      label: 'Photo magnet',
      text: 'A 3.5×5 inch fridge magnet.',
      price: 9,
      art: { kind: 'keepsake', caption: 'Magnet' },
    },
    {
      key: 'calendar',
      type: 'direct_fulfillment',
      label: 'Desk calendar',
      text: 'Twelve months with your photo, shipped to your home.',
      price: 24,
      art: { kind: 'keepsake', caption: '2027' },
    },
  ],
}

export const demoSessions: DemoSession[] = [
  {
    key: 'fall-picture-day',
    label: 'Maple Grove Elementary: Fall Picture Day 2026',
    accessCode: 'MAPLE-FALL',
    stage: { label: 'Pre-order', type: 'pre-order', settings: {}, daysOpen: 14 },
    productSet: { key: 'fall-set', preOrder: true, categories: [packages, prints, digital] },
  },
  {
    key: 'spring-reorders',
    label: 'Maple Grove Elementary: Spring Portraits 2026',
    accessCode: 'MAPLE-SPRING',
    stage: {
      label: 'Re-orders',
      type: 're-order',
      settings: { startLocation: 'photos', imageCropping: true },
      daysOpen: 30,
    },
    productSet: { key: 'spring-set', preOrder: false, categories: [prints, digital, keepsakes] },
  },
  {
    key: 'summer-camp',
    label: 'Lakeside Summer Camp 2026',
    accessCode: 'CAMP-2026',
    stage: { label: 'Paused', type: 'pause', settings: {}, daysOpen: 0 },
    productSet: { key: 'camp-set', preOrder: false, categories: [prints] },
  },
]

export const stageSettings = (overrides: Partial<StageSettings>): StageSettings => ({ ...stageDefaults, ...overrides })

export const demoPrice = usd

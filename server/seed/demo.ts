import type { PaymentMethodConfig } from '../../core/payments'
import type { OptionGroupType, ProductOptionGroup } from '../../core/schemas/productSet'
import type { Stage, TagRule } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { SANDBOX_PUBLISHABLE_KEY } from '../services/payments/sandbox'
import { demoId } from './ids'

/** Prices in the demo are written in dollars and cents; the database holds 1/100000 units (B §9). */
const usd = (dollars: number) => Math.round(dollars * 100) * 1000

export const DEMO_STORE_ID = demoId('store')

/** Issue 14: the demo stores' licence for digital files, accepted before the first download (C §5). */
export const demoLicence =
  'Personal printing licence. These photos are for your family’s personal use: print them as often as you like, at home or at any photo lab, and share them with family and friends. You may not sell them or use them in advertising. Brightside School Photography keeps the copyright.'

/** Issue 15: the languages the demo stores offer (store setting `languages`), English first. */
export const demoLanguages = ['en', 'es']

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
    // Issue 14: whom a parent asks once changes after purchase are closed.
    studioContact: { name: 'Brightside order desk', email: 'orders@brightside.example', phone: '+1 408 555 0142' },
    digitalLicence: demoLicence,
    // Issue 15: the demo shops speak English and Spanish (the language selector in the bottom bar).
    languages: demoLanguages,
  },
}

export const DEMO_GRADUATION_STORE_ID = demoId('store:graduation')

/**
 * The studio's graduation store (issue 9): its own store settings charge a service fee per order and sales tax
 * (core/totals.ts orderCharges); the main store charges neither.
 */
export const demoGraduationStore: Store = {
  id: DEMO_GRADUATION_STORE_ID,
  name: 'Brightside Graduation Portraits',
  logo: '/media/store/logo.png',
  url: 'https://brightside.example/graduation',
  settings: {
    ...demoStore.settings,
    themeOptions: { show_logo: true, primaryColor: '#1e3a8a', accentColor: '#b45309' },
    serviceFee: { label: 'Service fee', amount: usd(2.5) },
    taxRate: 8.25,
  },
}

/** Every demo store; a session names its store (the main one when left out). */
export const demoStores: Store[] = [demoStore, demoGraduationStore]

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
  orderCompleteCartText: null,
  imageSubmissionUrl: null,
  productionCutoffAt: null,
}

export type ProductType =
  | 'custom'
  | 'digital'
  | 'digitalBulk'
  | 'bundle'
  | 'direct_fulfillment'
  | 'package'
  | 'informational'

/** How art.ts draws a product picture. */
export type ArtKind = 'print' | 'package' | 'digital' | 'keepsake' | 'cards' | 'calendar' | 'info' | 'frame'

/** A swatch art.ts draws for an image or background option: a backdrop scene or a card design. */
export type Swatch = {
  kind: 'backdrop' | 'design'
  colors: [string, string]
  pattern: 'plain' | 'leaves' | 'shelves' | 'blossom' | 'stars' | 'border' | 'dots'
}

export type DemoOption = {
  key: string
  label: string
  description?: string
  /** Dollars added per unit. */
  price?: number
  isDefault?: boolean
  allowNotes?: boolean
  notesTitle?: string
  notesPlaceholder?: string
  swatch?: Swatch
}

export type DemoOptionGroup = {
  key: string
  type: OptionGroupType
  label: string
  description?: string
  required?: boolean
  expanded?: boolean
  allowNotes?: boolean
  /** Dollars the group adds per unit once it holds a value (a paid text line). */
  price?: number
  /** Key of the custom form a `form` group opens. */
  form?: string
  parameters?: ProductOptionGroup['parameters']
  options?: DemoOption[]
}

export type DemoFormField = {
  key: string
  type: string
  label: string
  description?: string
  placeholder?: string
  required?: boolean
  subjectMapping?: 'NAME' | 'FIRST_NAME' | 'LAST_NAME' | 'GRADE' | 'TEACHER'
  parameters?: Record<string, unknown>
}

export type DemoForm = {
  key: string
  title: string
  description: string
  fields: DemoFormField[]
  saveButtonText: string
  updateButtonText: string
}

/** A cost tier: from, to (null: open-ended), dollars (per unit for volume and tiered, per bundle for fixed tiers). */
export type DemoTier = [from: number, to: number | null, dollars: number]

export type DemoProduct = {
  key: string
  type: ProductType
  label: string
  text: string
  /** Dollars. */
  price: number
  art: { kind: ArtKind; caption: string }
  metaType?: string
  quantityLimit?: number
  orderLimit?: number
  /** Credits a child costs inside a build-your-own package. */
  productCost?: number
  /** Credits a build-your-own package includes. */
  productQuantity?: number
  additionalCreditCost?: number
  additionalPoseCost?: number
  poseLimit?: number
  isMandatory?: boolean
  isMultiPose?: boolean
  isByo?: boolean
  isPromotional?: boolean
  isPackageContentHidden?: boolean
  pricing?: { strategy: 'volume' | 'tiered' | 'fixed_quantity_tiers'; tiers: DemoTier[] }
  tagRules?: TagRule[]
  /** Labels of the nodes, one photo each. */
  nodes?: string[]
  /** Keys of the option groups, in order. */
  groups?: string[]
  /** `group` shows only while `on` has one of `options` chosen (option keys of `on`). */
  dependencies?: { group: string; on: string; options: string[] }[]
  imageLocation?: 'left' | 'above' | 'below' | 'full'
  promotion?: { cost: number; badgeText: string | null; locations: string[] }
  discounts?: { discountKey: string; key: string; active: boolean; cost: number; label: string }[]
  buttonText?: string
  modalTitle?: string
  modalBody?: string
  /** Children: the choices of a build-your-own package, or the content of a fixed package or bundle. */
  products?: DemoProduct[]
}

export type DemoCategory = {
  slug: string
  label: string
  text: string
  /** Key of the product whose picture is the category thumbnail. */
  thumbnail?: string
  products: DemoProduct[]
}

export type DemoCondition =
  | { kind: 'product'; product: string; minimumQuantity?: number; minimumSpend?: number }
  | { kind: 'category'; category: string; minimumQuantity?: number; minimumSpend?: number }
  | { kind: 'form'; form: string }
  | { kind: 'order'; minimumQuantity?: number; minimumSpend?: number }

export type DemoRule = { key: string; operator: 'all' | 'any'; conditions: DemoCondition[] }

export type DemoRules = {
  lockedProducts?: { product: string; unlockedBy?: DemoRule[]; lockedBy?: DemoRule[] }[]
  lockedCategories?: { category: string; unlockedBy?: DemoRule[]; lockedBy?: DemoRule[] }[]
  requiredForCheckout?: DemoRule[]
  requiredForComplete?: DemoRule[]
  /** Product keys per exclusive group. */
  exclusiveProductGroups?: string[][]
}

export type DemoProductSet = {
  key: string
  preOrder: boolean
  categories: DemoCategory[]
  /** Keys of the image-level option groups (imageProductOptionGroups). */
  imageGroups?: string[]
  forms?: DemoForm[]
  rules?: DemoRules
  /** B §2 shipping threshold promotions: key, texts and the spend in dollars from which shipping is free. */
  shippingPromotions?: { key: string; label: string; description: string; badgeText: string; minimumSpend: number }[]
}

/** Free shipping from $75: the threshold promotion both photo shops advertise. */
const freeShipping = [
  {
    key: 'free-shipping-75',
    label: 'Free shipping on orders of $75 or more',
    description: 'Prints and keepsakes ship to your home at no cost once your order reaches $75.',
    badgeText: 'Free shipping',
    minimumSpend: 75,
  },
]

/** The schools (clients) of the demo, by key: `demoId('client:<key>')`. */
export const demoClients = {
  'maple-grove': 'Maple Grove Elementary',
  oakridge: 'Oakridge Middle School',
} as const

export type DemoSession = {
  key: string
  /** The school, a key of demoClients (Maple Grove when left out). */
  client?: keyof typeof demoClients
  label: string
  accessCode: string
  stage: {
    label: string
    type: Stage['type']
    settings: Partial<StageSettings>
    daysOpen: number
    /** Issue 14: the production cutoff, this many weeks after the stage completes (seed.ts); none when left out. */
    productionCutoffWeeks?: number
  }
  productSet: DemoProductSet
  /** The store selling the session (DEMO_STORE_ID when left out). */
  store?: string
}

/** Stable ids of the demo records, for the seed and for tests that name a demo product. */
export const demoIds = {
  category: (set: string, slug: string) => demoId(`category:${set}:${slug}`),
  product: (set: string, key: string) => demoId(`product:${set}:${key}`),
  node: (set: string, product: string, index: number) => demoId(`node:${set}:${product}:${index}`),
  group: (set: string, key: string) => demoId(`group:${set}:${key}`),
  option: (set: string, group: string, key: string) => demoId(`option:${set}:${group}:${key}`),
  form: (set: string, key: string) => demoId(`form:${set}:${key}`),
  field: (set: string, form: string, key: string) => demoId(`field:${set}:${form}:${key}`),
  rule: (set: string, key: string) => demoId(`rule:${set}:${key}`),
}

const backdrops: DemoOption[] = [
  {
    key: 'blue',
    label: 'Classic blue',
    description: 'The timeless mottled studio blue.',
    isDefault: true,
    swatch: { kind: 'backdrop', colors: ['#6f9cc6', '#1e3a5f'], pattern: 'plain' },
  },
  {
    key: 'grey',
    label: 'Storm grey',
    description: 'A soft charcoal that suits every outfit.',
    swatch: { kind: 'backdrop', colors: ['#a9b4bf', '#37424d'], pattern: 'plain' },
  },
  {
    key: 'autumn',
    label: 'Autumn forest',
    description: 'Golden leaves, softly out of focus.',
    swatch: { kind: 'backdrop', colors: ['#e9a03b', '#7a3e12'], pattern: 'leaves' },
  },
  {
    key: 'library',
    label: 'School library',
    description: 'Bookshelves behind, for the young reader.',
    swatch: { kind: 'backdrop', colors: ['#c79a6b', '#5b3a21'], pattern: 'shelves' },
  },
  {
    key: 'blossom',
    label: 'Spring blossom',
    description: 'Premium scene: cherry blossom in bloom.',
    price: 5,
    swatch: { kind: 'backdrop', colors: ['#f7c6d9', '#b0567d'], pattern: 'blossom' },
  },
]

/** Every option group of the demo shop, by key; each product set gets its own copy of the groups it uses. */
export const demoOptionGroups: Record<string, DemoOptionGroup> = {
  finish: {
    key: 'finish',
    type: 'select',
    label: 'Paper finish',
    description: 'Every print is made on professional photographic paper.',
    required: true,
    expanded: true,
    options: [
      { key: 'lustre', label: 'Lustre', description: 'A soft sheen that hides fingerprints.', isDefault: true },
      { key: 'metallic', label: 'Metallic', description: 'A pearl shimmer that makes colours pop.', price: 4 },
      { key: 'matte', label: 'Deep matte', description: 'No glare at all, lovely behind glass.', price: 2 },
    ],
  },
  // Issue 16 point 5: retouching is offered once, per photo (the image-level 'image-retouching'); a print offers only
  // what the print lab adds to that print.
  'print-extras': {
    key: 'print-extras',
    type: 'checkbox',
    label: 'Print extras',
    description: 'Finishing touches from our print lab, for this print only.',
    allowNotes: true,
    parameters: {
      notesTitle: 'Notes for the print lab',
      notesPlaceholder: 'Anything we should know? For example: it goes in a frame with a deep rebate.',
    },
    options: [
      {
        key: 'mount',
        label: 'Mounted on foam board',
        price: 6,
        allowNotes: true,
        notesTitle: 'How should it hang?',
        notesPlaceholder: 'For example: a sawtooth hook on the back.',
      },
      { key: 'corners', label: 'Rounded corners', price: 5 },
      { key: 'laminate', label: 'Protective laminate', price: 8 },
    ],
  },
  'name-line': {
    key: 'name-line',
    type: 'text',
    label: 'Name on the print',
    description: 'Printed in small letters in the bottom corner.',
    price: 3,
    parameters: { characterLimit: 24, placeholder: 'e.g. Emma Rose Carter' },
  },
  'back-message': {
    key: 'back-message',
    type: 'textarea',
    label: 'Message on the back',
    description: 'We print it on the back of the photo.',
    parameters: {
      characterLimit: 200,
      displayRows: 4,
      placeholder: 'e.g. Love, Grandma and Grandpa, fall 2026',
    },
  },
  framing: {
    key: 'framing',
    type: 'select',
    label: 'Framing',
    required: true,
    options: [
      { key: 'unframed', label: 'Unframed', isDefault: true },
      { key: 'black', label: 'Black wood frame', price: 45 },
      { key: 'white', label: 'White wood frame', price: 45 },
      { key: 'walnut', label: 'Walnut frame', price: 55 },
    ],
  },
  mat: {
    key: 'mat',
    type: 'select',
    label: 'Mat colour',
    description: 'The mat sits between the frame and the photo.',
    required: true,
    expanded: true,
    options: [
      { key: 'ivory', label: 'Ivory', isDefault: true },
      { key: 'black', label: 'Black' },
      { key: 'grey', label: 'Dove grey' },
    ],
  },
  backdrop: {
    key: 'backdrop',
    type: 'background',
    label: 'Backdrop',
    description: 'We replace the green screen behind your child with the scene you choose.',
    required: true,
    parameters: { buttonText: 'Choose a backdrop', autoOpen: true },
    options: backdrops,
  },
  'card-design': {
    key: 'card-design',
    type: 'image',
    label: 'Card design',
    required: true,
    parameters: { buttonText: 'Choose a design' },
    options: [
      {
        key: 'classic',
        label: 'Classic',
        isDefault: true,
        swatch: { kind: 'design', colors: ['#ffffff', '#1d4ed8'], pattern: 'border' },
      },
      {
        key: 'all-star',
        label: 'All-star',
        swatch: { kind: 'design', colors: ['#b91c1c', '#1e3a8a'], pattern: 'stars' },
      },
      {
        key: 'galaxy',
        label: 'Galaxy',
        description: 'Holographic foil finish, 50¢ a card.',
        price: 0.5,
        swatch: { kind: 'design', colors: ['#4c1d95', '#0f172a'], pattern: 'dots' },
      },
    ],
  },
  'card-details': {
    key: 'card-details',
    type: 'form',
    label: 'Card back details',
    description: 'What we print on the back of each card.',
    required: true,
    form: 'trading-card',
    parameters: { buttonText: 'Enter card details' },
  },
  'calendar-start': {
    key: 'calendar-start',
    type: 'select',
    label: 'Starting month',
    required: true,
    options: [
      { key: 'jan', label: 'January 2027', isDefault: true },
      { key: 'sep', label: 'September 2026 (school year)' },
    ],
  },
  'gift-options': {
    key: 'gift-options',
    type: 'checkbox',
    label: 'Gift options',
    options: [
      { key: 'wrap', label: 'Gift wrap', price: 4 },
      { key: 'card', label: 'Greeting card', price: 2, allowNotes: true, notesTitle: 'Card message' },
    ],
  },
  'retake-reason': {
    key: 'retake-reason',
    type: 'textarea',
    label: 'Reason for the retake',
    required: true,
    parameters: { characterLimit: 300, placeholder: 'e.g. Eyes closed in every pose' },
  },
  'image-retouching': {
    key: 'image-retouching',
    type: 'select',
    label: 'Retouching',
    description: 'Applied to this photo wherever it is printed.',
    expanded: true,
    parameters: { placeholder: 'Choose a retouching level' },
    options: [
      { key: 'none', label: 'No retouching', isDefault: true },
      { key: 'basic', label: 'Basic touch-up', price: 8 },
      { key: 'full', label: 'Full retouch', price: 15 },
    ],
  },
  'image-tone': {
    key: 'image-tone',
    type: 'select',
    label: 'Colour tone',
    parameters: { placeholder: 'Full colour' },
    options: [
      { key: 'colour', label: 'Full colour', isDefault: true },
      { key: 'bw', label: 'Black & white' },
      { key: 'sepia', label: 'Sepia' },
    ],
  },
  'image-backdrop': {
    key: 'image-backdrop',
    type: 'background',
    label: 'Backdrop',
    description: 'For green-screen photos: the scene behind your child.',
    parameters: { placeholder: 'Studio backdrop as photographed' },
    options: backdrops,
  },
}

const studentDetails: DemoForm = {
  key: 'student-details',
  title: 'Student details',
  description: 'Helps us match the photos to your child and print the name correctly.',
  saveButtonText: 'Save details',
  updateButtonText: 'Update details',
  fields: [
    {
      key: 'student-name',
      type: 'text',
      label: 'Student Name',
      placeholder: 'First and last name',
      required: true,
      subjectMapping: 'NAME',
      parameters: { textFormat: 'ucfirst' },
    },
    {
      key: 'grade',
      type: 'select',
      label: 'Grade',
      required: true,
      // Issue 16 point 5: no silent default on a required choice; the student's grade fills it when known.
      subjectMapping: 'GRADE',
      parameters: {
        choices: [
          { code: 'K', label: 'Kindergarten' },
          { code: '1', label: 'Grade 1' },
          { code: '2', label: 'Grade 2' },
          { code: '3', label: 'Grade 3' },
          { code: '4', label: 'Grade 4' },
          { code: '5', label: 'Grade 5' },
        ],
      },
    },
    { key: 'teacher', type: 'text', label: 'Teacher', placeholder: 'e.g. Ms. Alvarez', subjectMapping: 'TEACHER' },
    {
      key: 'birthday',
      type: 'date',
      label: 'Date of birth',
      placeholder: 'MM/DD/YYYY',
      parameters: { dateFormat: 'MM/DD/YYYY' },
    },
    {
      key: 'phone',
      type: 'tel',
      label: 'Parent phone',
      description: 'Only used if there is a question about your order.',
      placeholder: 'Digits only',
      required: true,
    },
  ],
}

const tradingCardForm: DemoForm = {
  key: 'trading-card',
  title: 'Trading card details',
  description: 'Printed on the back of every card.',
  saveButtonText: 'Save card details',
  updateButtonText: 'Update card details',
  fields: [
    { key: 'player', type: 'text', label: 'Player name', required: true, parameters: { textFormat: 'uc' } },
    { key: 'number', type: 'number', label: 'Jersey number', placeholder: 'e.g. 7' },
    { key: 'team', type: 'text', label: 'Team', placeholder: 'e.g. Maple Grove Falcons' },
  ],
}

// Tag slugs of the demo photos (server/seed/photos.ts): class photos carry `group`, green-screen poses `greenscreen`.
const notClassPhotos: TagRule = { scope: 'product', rule: 'exclude', operator: 'ANY', tags: ['group'] }
const onlyClassPhotos: TagRule = { scope: 'product', rule: 'filter', operator: 'ANY', tags: ['group'] }
const onlyGreenScreen: TagRule = { scope: 'product', rule: 'filter', operator: 'ANY', tags: ['greenscreen'] }

const photo = ['Photo']

// Pre-order (fall): no photos exist yet, so nothing takes a node; packages list their content as children.

const fallPackages: DemoCategory = {
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
      groups: ['finish'],
      imageLocation: 'left',
      products: [
        {
          key: 'package-a-8x10',
          type: 'custom',
          label: '8×10 print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: '8×10' },
          quantityLimit: 1,
        },
        {
          key: 'package-a-5x7',
          type: 'custom',
          label: '5×7 print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: '5×7' },
          quantityLimit: 2,
        },
        {
          key: 'package-a-wallets',
          type: 'custom',
          label: 'Wallet print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: 'Wallets' },
          quantityLimit: 8,
        },
      ],
    },
    {
      key: 'package-b',
      type: 'package',
      label: 'Package B',
      text: 'Two 5×7 and sixteen wallets.',
      price: 29,
      art: { kind: 'package', caption: 'B' },
      isPackageContentHidden: true,
      groups: ['finish'],
      imageLocation: 'above',
      products: [
        {
          key: 'package-b-5x7',
          type: 'custom',
          label: '5×7 print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: '5×7' },
          quantityLimit: 2,
        },
        {
          key: 'package-b-wallets',
          type: 'custom',
          label: 'Wallet print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: 'Wallets' },
          quantityLimit: 16,
        },
      ],
    },
  ],
}

const basicPrints: DemoProduct[] = [
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
]

const printsText =
  'Professional lustre prints from your favourite photo, trimmed and packed flat so they arrive ready to frame.'

const fallPrints: DemoCategory = {
  slug: 'prints',
  label: 'Prints',
  text: printsText,
  products: [
    ...basicPrints.map((p) => (p.key === '8x10' ? { ...p, groups: ['finish'] } : p)),
    {
      key: 'class-photo',
      type: 'custom',
      label: 'Class photo 8×10',
      text: 'The whole class together, free with every pre-order.',
      price: 15,
      art: { kind: 'print', caption: 'Class' },
      isPromotional: true,
      quantityLimit: 1,
      promotion: { cost: 0, badgeText: 'Free with pre-order', locations: ['catalog', 'cart'] },
    },
    {
      key: 'early-bird-pack',
      type: 'package',
      label: 'Early-bird Portrait Pack',
      text: 'Two 8×10 prints and sixteen wallets at the early-bird price.',
      price: 45,
      art: { kind: 'package', caption: 'Early' },
      isPromotional: true,
      quantityLimit: 2,
      promotion: { cost: 35, badgeText: 'Early bird', locations: ['catalog'] },
      groups: ['finish'],
      products: [
        {
          key: 'early-bird-8x10',
          type: 'custom',
          label: '8×10 print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: '8×10' },
          quantityLimit: 2,
        },
        {
          key: 'early-bird-wallets',
          type: 'custom',
          label: 'Wallet print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: 'Wallets' },
          quantityLimit: 16,
        },
      ],
    },
    {
      key: 'retouch-upgrade',
      type: 'custom',
      label: 'Retouching upgrade',
      text: 'Blemish and stray-hair touch-up on every print of your order.',
      price: 10,
      art: { kind: 'frame', caption: 'Retouch' },
      isPromotional: true,
      quantityLimit: 1,
      promotion: { cost: 10, badgeText: 'Pre-order special', locations: ['catalog'] },
    },
  ],
}

const digitalSingle: DemoProduct = {
  key: 'digital-single',
  type: 'digital',
  label: 'Single digital image',
  text: 'The full-resolution file of one photo.',
  price: 25,
  art: { kind: 'digital', caption: '1 file' },
  quantityLimit: 1,
}

const digitalAll: DemoProduct = {
  key: 'digital-all',
  type: 'digitalBulk',
  label: 'All digital images',
  text: 'Every photo of your child from this session.',
  price: 69,
  art: { kind: 'digital', caption: 'All files' },
  quantityLimit: 1,
}

const fallDigital: DemoCategory = {
  slug: 'digital',
  label: 'Digital downloads',
  text: 'Full-resolution files, yours to download straight after checkout with a personal printing licence.',
  products: [digitalSingle, digitalAll],
}

// Re-order (spring): photos exist, so every product that is made from a photo has nodes.

const springPortraits: DemoCategory = {
  slug: 'portraits',
  label: 'Portrait prints',
  text: 'Lustre prints of your favourite photo, hand-checked before they ship. Pick a finish, add a name, or have it mounted.',
  thumbnail: '8x10',
  products: [
    {
      key: '8x10',
      type: 'custom',
      label: '8×10 print',
      text: 'One 8×10 inch print of the photo you choose.',
      price: 18,
      art: { kind: 'print', caption: '8×10' },
      quantityLimit: 20,
      nodes: photo,
      groups: ['finish', 'print-extras', 'name-line'],
      tagRules: [notClassPhotos],
      imageLocation: 'left',
    },
    {
      key: '5x7',
      type: 'custom',
      label: '5×7 print',
      text: 'Volume pricing: $10 each, $8.50 each from 3, $7 each from 6.',
      price: 10,
      art: { kind: 'print', caption: '5×7' },
      pricing: {
        strategy: 'volume',
        tiers: [
          [1, 2, 10],
          [3, 5, 8.5],
          [6, null, 7],
        ],
      },
      nodes: photo,
      groups: ['finish'],
      tagRules: [notClassPhotos],
      imageLocation: 'above',
    },
    {
      key: 'wallets',
      type: 'custom',
      label: 'Wallet sheet (8 wallets)',
      text: 'Graduated pricing: sheets 1–2 at $12, sheets 3–5 at $10, every sheet after at $8.',
      price: 12,
      art: { kind: 'print', caption: 'Wallets' },
      pricing: {
        strategy: 'tiered',
        tiers: [
          [1, 2, 12],
          [3, 5, 10],
          [6, null, 8],
        ],
      },
      nodes: photo,
      groups: ['finish'],
      imageLocation: 'below',
    },
    {
      key: '11x14',
      type: 'custom',
      label: '11×14 portrait',
      text: 'A wall-size portrait, unframed or in a solid wood frame with a mat.',
      price: 32,
      art: { kind: 'frame', caption: '11×14' },
      quantityLimit: 5,
      nodes: photo,
      groups: ['framing', 'mat', 'back-message'],
      dependencies: [{ group: 'mat', on: 'framing', options: ['black', 'white', 'walnut'] }],
      tagRules: [notClassPhotos],
      imageLocation: 'full',
    },
    {
      key: 'green-screen-8x10',
      type: 'custom',
      label: 'Green-screen 8×10',
      text: 'Your child in front of the scene you choose, printed 8×10.',
      price: 22,
      metaType: 'green_screen',
      art: { kind: 'print', caption: 'Scene' },
      nodes: photo,
      groups: ['backdrop', 'finish'],
      tagRules: [onlyGreenScreen],
      imageLocation: 'left',
    },
  ],
}

const byoChoice = (key: string, label: string, productCost: number, extra: Partial<DemoProduct> = {}): DemoProduct => ({
  key,
  type: 'custom',
  label,
  text: `${productCost} ${productCost === 1 ? 'credit' : 'credits'}`,
  price: 0,
  art: { kind: 'print', caption: label.split(' ')[0] ?? label },
  productCost,
  nodes: photo,
  ...extra,
})

const springCollections: DemoCategory = {
  slug: 'collections',
  label: 'Collections',
  text: 'Our best value: several prints in one collection, priced lower than buying each on its own. Build your own or let us choose.',
  thumbnail: 'portrait-collection',
  products: [
    {
      key: 'portrait-collection',
      type: 'package',
      label: 'Portrait Collection',
      text: 'One 8×10, two 5×7 and a wallet sheet from up to two poses; a third pose or more is $7 each.',
      price: 59,
      art: { kind: 'package', caption: 'Portrait' },
      isMultiPose: true,
      quantityLimit: 3,
      poseLimit: 2,
      additionalPoseCost: 7,
      nodes: ['8×10 print', '5×7 print (first)', '5×7 print (second)', 'Wallet sheet'],
      groups: ['finish'],
      imageLocation: 'full',
      buttonText: 'Choose photos',
      discounts: [
        { discountKey: 'spring_sale', key: 'spring-sale-2026', active: true, cost: 52, label: 'Spring sale price' },
        {
          discountKey: 'early_bird',
          key: 'early-bird-2026',
          active: false,
          cost: 49,
          label: 'Early-bird price (ended)',
        },
      ],
    },
    {
      key: 'byo-collection',
      type: 'package',
      label: 'Build Your Own Collection',
      text: '10 credits to spend on prints of up to four poses; the class photo is included. Extra credits are $6 each.',
      price: 55,
      art: { kind: 'package', caption: 'BYO' },
      isByo: true,
      isMultiPose: true,
      quantityLimit: 1,
      productQuantity: 10,
      additionalCreditCost: 6,
      poseLimit: 4,
      imageLocation: 'left',
      buttonText: 'Start building',
      modalTitle: 'Build your collection',
      modalBody: 'You have 10 credits. Each product shows what it costs; go over and each extra credit is $6.',
      products: [
        byoChoice('byo-class-photo', 'Class photo 8×10', 1, {
          isMandatory: true,
          quantityLimit: 1,
          tagRules: [onlyClassPhotos],
        }),
        byoChoice('byo-8x10', '8×10 print', 4, { groups: ['finish'] }),
        byoChoice('byo-5x7', '5×7 prints (pair)', 3),
        byoChoice('byo-wallets', 'Wallet sheet (8 wallets)', 2),
        byoChoice('byo-green-screen', 'Green-screen 5×7', 3, { groups: ['backdrop'], tagRules: [onlyGreenScreen] }),
        byoChoice('byo-magnet', 'Photo magnet', 2, { art: { kind: 'keepsake', caption: 'Magnet' } }),
        byoChoice('byo-digital', 'Digital image', 5, {
          type: 'digital',
          quantityLimit: 1,
          art: { kind: 'digital', caption: '1 file' },
        }),
      ],
    },
    {
      key: 'classic-package',
      type: 'package',
      label: 'Classic Package',
      text: 'One 8×10, two 5×7 and eight wallets, all from one photo.',
      price: 39,
      art: { kind: 'package', caption: 'Classic' },
      nodes: photo,
      groups: ['finish'],
      imageLocation: 'above',
      products: [
        {
          key: 'classic-8x10',
          type: 'custom',
          label: '8×10 print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: '8×10' },
          quantityLimit: 1,
        },
        {
          key: 'classic-5x7',
          type: 'custom',
          label: '5×7 print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: '5×7' },
          quantityLimit: 2,
        },
        {
          key: 'classic-wallets',
          type: 'custom',
          label: 'Wallet print',
          text: '',
          price: 0,
          art: { kind: 'print', caption: 'Wallets' },
          quantityLimit: 8,
        },
      ],
    },
  ],
}

const springDigital: DemoCategory = {
  slug: 'digital',
  label: 'Digital downloads',
  text: 'Full-resolution files to download right after checkout, with a personal printing licence. Perfect for family far away.',
  products: [
    { ...digitalSingle, nodes: photo },
    { ...digitalAll, orderLimit: 1 },
  ],
}

const springKeepsakes: DemoCategory = {
  slug: 'keepsakes',
  label: 'Keepsakes & gifts',
  text: 'Gifts grandparents love: trading cards, a desk calendar, fridge magnets and a ready-to-give gift bundle, made from your photo.',
  thumbnail: 'trading-cards',
  products: [
    {
      key: 'trading-cards',
      type: 'custom',
      label: 'Trading cards',
      text: 'Sold in sets: 1 card $9, 8 cards $20, 16 cards $32, 24 cards $42.',
      price: 9,
      art: { kind: 'cards', caption: 'Cards' },
      pricing: {
        strategy: 'fixed_quantity_tiers',
        tiers: [
          [8, 8, 20],
          [16, 16, 32],
          [24, 24, 42],
        ],
      },
      nodes: photo,
      groups: ['card-design', 'card-details'],
      tagRules: [notClassPhotos],
      imageLocation: 'above',
    },
    {
      key: 'calendar',
      type: 'direct_fulfillment',
      label: 'Desk calendar',
      text: 'Twelve months with your photo, shipped straight to your home.',
      price: 24,
      art: { kind: 'calendar', caption: '2027' },
      orderLimit: 3,
      nodes: ['Cover photo'],
      groups: ['calendar-start'],
      imageLocation: 'left',
    },
    {
      key: 'gift-bundle',
      type: 'bundle',
      label: 'Grandparent gift bundle',
      text: 'A framed 5×7, two photo magnets and a photo ornament, ready to give.',
      price: 45,
      art: { kind: 'keepsake', caption: 'Gift' },
      nodes: photo,
      groups: ['gift-options', 'back-message'],
      imageLocation: 'below',
      products: [
        {
          key: 'gift-5x7',
          type: 'custom',
          label: '5×7 print in a gift frame',
          text: '',
          price: 0,
          art: { kind: 'frame', caption: '5×7' },
          quantityLimit: 1,
        },
        {
          key: 'gift-magnet',
          type: 'custom',
          label: 'Photo magnet',
          text: '',
          price: 0,
          art: { kind: 'keepsake', caption: 'Magnet' },
          quantityLimit: 2,
        },
        {
          key: 'gift-ornament',
          type: 'custom',
          label: 'Photo ornament',
          text: '',
          price: 0,
          art: { kind: 'keepsake', caption: 'Ornament' },
          quantityLimit: 1,
        },
      ],
    },
    {
      key: 'magnet',
      type: 'custom',
      label: 'Photo magnet',
      text: 'A 3.5×5 inch fridge magnet.',
      price: 9,
      art: { kind: 'keepsake', caption: 'Magnet' },
      quantityLimit: 10,
      nodes: photo,
    },
  ],
}

const springAddOns: DemoCategory = {
  slug: 'add-ons',
  label: 'Add-ons & services',
  text: 'Extras for your order: a discounted wallet sheet for collection buyers, the class composite, and retake requests.',
  products: [
    {
      key: 'collection-wallets',
      type: 'custom',
      label: 'Collection wallet add-on',
      text: 'Eight more wallets for $6, only with a collection in your order.',
      price: 6,
      art: { kind: 'print', caption: 'Wallets' },
      quantityLimit: 2,
      nodes: photo,
      tagRules: [notClassPhotos],
    },
    {
      key: 'class-composite',
      type: 'custom',
      label: 'Class composite 8×10',
      text: 'Every student and teacher of the class on one 8×10.',
      price: 15,
      art: { kind: 'print', caption: 'Class' },
      orderLimit: 2,
      nodes: photo,
      tagRules: [onlyClassPhotos],
    },
    {
      key: 'retake',
      type: 'informational',
      label: 'Retake request',
      text: 'Not happy with the photos? Tell us why, and we invite your child to the next make-up session.',
      price: 0,
      art: { kind: 'info', caption: 'Retake' },
      quantityLimit: 1,
      orderLimit: 1,
      groups: ['retake-reason'],
    },
  ],
}

/** Yearbook photos must carry the `yearbook` tag (server/seed/photos.ts gives it to poses 1 and 3). */
const yearbookPoses: TagRule[] = [{ scope: 'yearbook', rule: 'filter', operator: 'ANY', tags: ['yearbook'] }]

/** Issue 13: what the fall pre-order's order-complete page says, and where a parent sends a photo for the yearbook. */
export const demoOrderCompleteText =
  'Thank you! Your pre-order is printed after picture day and handed out in class about three weeks later.'
export const demoImageSubmissionUrl = 'https://brightside.example/photo-submission'

export const demoSessions: DemoSession[] = [
  {
    key: 'fall-picture-day',
    label: 'Maple Grove Elementary: Fall Picture Day 2026',
    accessCode: 'MAPLE-FALL',
    // The last evenings before the deadline: a countdown in the warning colour (B §4, under 3 days left).
    stage: {
      label: 'Pre-order',
      type: 'pre-order',
      settings: {
        bannerStyle: 'countdown',
        bannerCountdownText: 'Picture-day prices end in',
        bannerCountdownTooltip: 'Pre-orders placed by {dateTime} get the picture-day prices.',
        orderCompleteCartText: demoOrderCompleteText,
        imageSubmissionUrl: demoImageSubmissionUrl,
      },
      daysOpen: 2,
      // Pre-orders are printed after picture day: a paid crop or backdrop can change until then.
      productionCutoffWeeks: 2,
    },
    productSet: {
      key: 'fall-set',
      preOrder: true,
      shippingPromotions: freeShipping,
      categories: [fallPackages, fallPrints, fallDigital],
      rules: { exclusiveProductGroups: [['digital-single', 'digital-all']] },
    },
  },
  {
    key: 'spring-reorders',
    label: 'Maple Grove Elementary: Spring Portraits 2026',
    accessCode: 'MAPLE-SPRING',
    stage: {
      label: 'Re-orders',
      type: 're-order',
      // An optional yearbook choice (offered after the photos, skippable); the catalog stays open to every student.
      // Brothers and sisters at another school can join the cart (multi-child ordering across sessions).
      settings: {
        multiChildOrderingCrossSession: true,
        startLocation: 'photos',
        imageCropping: true,
        favourites: { enabled: true, required: true },
        yearbookSelection: true,
        yearbookSelectionRequired: false,
        minYearbookSelections: 1,
        maxYearbookSelections: 2,
        yearbookInstructions: 'Pick up to two portraits for the spring yearbook; the teacher chooses between them.',
        yearbookSelectionTagRules: yearbookPoses,
        bannerStyle: 'dateTime',
        bannerDateTimeText: 'Re-orders are open until {dateTime}.',
        bannerDateTimeTooltip: 'Orders placed by {date} are printed with the school batch and delivered to class.',
      },
      daysOpen: 30,
      // The school batch goes to print three weeks after re-orders close: paid orders change until then.
      productionCutoffWeeks: 3,
    },
    productSet: {
      key: 'spring-set',
      preOrder: false,
      shippingPromotions: freeShipping,
      categories: [springPortraits, springCollections, springDigital, springKeepsakes, springAddOns],
      imageGroups: ['image-retouching', 'image-tone', 'image-backdrop'],
      forms: [studentDetails, tradingCardForm],
      rules: {
        lockedProducts: [
          {
            product: 'collection-wallets',
            unlockedBy: [
              {
                key: 'collection-in-order',
                operator: 'any',
                conditions: [{ kind: 'category', category: 'collections', minimumQuantity: 1 }],
              },
            ],
          },
        ],
        requiredForCheckout: [
          {
            key: 'details-and-minimum',
            operator: 'all',
            conditions: [
              { kind: 'form', form: 'student-details' },
              { kind: 'order', minimumSpend: 10 },
            ],
          },
        ],
        exclusiveProductGroups: [['digital-single', 'digital-all']],
      },
    },
  },
  {
    key: 'summer-camp',
    label: 'Lakeside Summer Camp 2026',
    accessCode: 'CAMP-2026',
    // Issue 16 point 4: a pause ends at its completesAt, which the closed shop shows as its reopening date.
    stage: { label: 'Paused', type: 'pause', settings: {}, daysOpen: 14 },
    productSet: {
      key: 'camp-set',
      preOrder: false,
      categories: [{ slug: 'prints', label: 'Prints', text: printsText, products: basicPrints }],
    },
  },
  {
    key: 'graduation',
    label: 'Maple Grove Elementary: Grade 5 Graduation 2026',
    accessCode: 'MAPLE-GRAD',
    // Sold by the graduation store: its orders carry a service fee and sales tax.
    store: DEMO_GRADUATION_STORE_ID,
    // A required yearbook choice: the catalog waits until it is made (B §2); a welcome message opens the shop.
    stage: {
      label: 'Graduation re-orders',
      type: 're-order',
      settings: {
        startLocation: 'photos',
        yearbookSelection: true,
        yearbookSelectionRequired: true,
        minYearbookSelections: 1,
        maxYearbookSelections: 1,
        yearbookInstructions: 'Choose the graduation portrait for the Grade 5 page of the yearbook.',
        yearbookSelectionTagRules: yearbookPoses,
        showWelcomeMessage: true,
        welcomeHeading: 'Welcome to {sessionName}',
        welcomeText:
          'Congratulations to {subjectName} and the whole graduating class of {clientName}!\nChoose the portrait for the yearbook first, then order prints before {date}.',
      },
      daysOpen: 21,
    },
    productSet: {
      key: 'graduation-set',
      preOrder: false,
      categories: [{ slug: 'prints', label: 'Prints', text: printsText, products: basicPrints }],
    },
  },
  {
    // A second school (issue 9): a brother or sister of the Maple Grove students, ordered in the same cart.
    key: 'oakridge-portraits',
    client: 'oakridge',
    label: 'Oakridge Middle School: Spring Portraits 2026',
    accessCode: 'OAKRIDGE-SPRING',
    stage: {
      label: 'Re-orders',
      type: 're-order',
      settings: {
        multiChildOrderingCrossSession: true,
        startLocation: 'photos',
        multiChildOrderBannerText: 'Add a brother or sister, at Oakridge or at another school, and check out once.',
      },
      daysOpen: 30,
    },
    productSet: {
      key: 'oakridge-set',
      preOrder: false,
      shippingPromotions: freeShipping,
      categories: [springPortraits, springDigital],
      imageGroups: ['image-retouching', 'image-tone', 'image-backdrop'],
      rules: { exclusiveProductGroups: [['digital-single', 'digital-all']] },
    },
  },
]

/** C §3 shipping method of the demo, in dollars; an adjustment names a product key of the session's set. */
export type DemoShippingMethod = {
  key: string
  label: string
  description: string
  retailCost: number
  addressRequired: boolean
  /** The set's shipping threshold promotions (free shipping from $75) make it free. */
  promotionsApply: boolean
  adjustments?: { product: string; minimum: number; threshold: number; cost: number }[]
}

/**
 * Issue 12: how every demo shop's orders travel (server/seed/shipping.ts, ids `demoId('shipping:<session>:<key>')`).
 * Ship to home adds $3 for every five 8×10 prints beyond the first five (C §9 adjustment: ten add $3).
 */
export const demoShippingMethods: DemoShippingMethod[] = [
  {
    key: 'home',
    label: 'Ship to home',
    description: 'Tracked delivery to your door in 5–7 business days.',
    retailCost: 7.95,
    addressRequired: true,
    promotionsApply: true,
    adjustments: [{ product: '8x10', minimum: 5, threshold: 5, cost: 3 }],
  },
  {
    key: 'school',
    label: 'Deliver to school with the class',
    description: 'Handed out in class about two weeks after the ordering deadline.',
    retailCost: 0,
    addressRequired: false,
    promotionsApply: false,
  },
  {
    key: 'studio',
    label: 'Pick up at the studio',
    description: 'Brightside Studio, 12 Main Street. Open Monday to Saturday, 9 am to 5 pm.',
    retailCost: 0,
    addressRequired: false,
    promotionsApply: false,
  },
]

/**
 * Issue 13: how the demo stores take payment (server/seed/payments.ts, ids `demoId('payment:<store id>:<key>')`): by
 * card through the built-in sandbox gateway (its test numbers, docs/payments.md), at school later (manual), or not at
 * all in test mode (C §6: configured here so QA can skip payment).
 */
export const demoPaymentMethods: (PaymentMethodConfig & { key: string })[] = [
  {
    key: 'card',
    method: 'stripe',
    label: 'Credit or debit card',
    description: null,
    adminOnly: false,
    gateway: 'sandbox',
    acceptedCards: ['Visa', 'MasterCard', 'Discover', 'Amex'],
    publishableKey: SANDBOX_PUBLISHABLE_KEY,
  },
  {
    key: 'pay-at-school',
    method: 'manual',
    label: 'Pay at school',
    description:
      'Hand cash or a cheque made out to Brightside School Photography to the school office within a week, with your order reference. The order is printed once it is paid.',
    adminOnly: false,
    gateway: null,
    acceptedCards: [],
    publishableKey: null,
  },
  {
    key: 'testing',
    method: 'testing',
    label: 'Test mode: skip payment',
    description: 'For testing the shop: the order is completed without taking any money.',
    adminOnly: false,
    gateway: null,
    acceptedCards: [],
    publishableKey: null,
  },
]

export const stageSettings = (overrides: Partial<StageSettings>): StageSettings => ({ ...stageDefaults, ...overrides })

export const demoPrice = usd

/** The groups the set's products and image options use, each once. */
export const groupsOf = (set: DemoProductSet): DemoOptionGroup[] => {
  const keys = new Set([...allProducts(set).flatMap(({ product }) => product.groups ?? []), ...(set.imageGroups ?? [])])
  return [...keys].map((key) => {
    const group = demoOptionGroups[key]
    if (!group) throw new Error(`Demo option group ${key} is not defined`)
    return group
  })
}

/** The class photos everyone in the spring session sees (server/seed/photos.ts), `demoId('gallery:<key>')`. */
export const demoClassGallery = { key: 'spring-class', sessionKey: 'spring-reorders', label: 'Class photos' }

/** Every product of a set, children included, each with its parent's key (children first-level only). */
export const allProducts = (set: DemoProductSet): { product: DemoProduct; parent: DemoProduct | null }[] =>
  set.categories.flatMap((c) =>
    c.products.flatMap((p) => [
      { product: p, parent: null },
      ...(p.products ?? []).map((child) => ({ product: child, parent: p })),
    ]),
  )

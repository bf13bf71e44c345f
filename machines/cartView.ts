// What the cart page shows (C §2 cart, totals block, coupon form, sidebar; C §4 checkout gate), from the cart and
// coupon form snapshots: the view renders it and evaluates no rule.
import type { SnapshotFrom } from 'xstate'
import { cartTotal, checkoutGate, errorAlertKey } from '../core/cart'
import { requirementReasons } from '../core/lockExplanation'
import type { Money } from '../core/money'
import { chosenOptionIds, valueShape } from '../core/options'
import type { OrderSwitch } from '../core/orderSwitch'
import { isAtLimit, quantityBounds } from '../core/quantity'
import type { TotalsWithMethod } from '../core/schemas/checkout'
import type { Order, OrderItem } from '../core/schemas/order'
import type { ImageCrop } from '../core/schemas/photos'
import type { CustomForm, Product, ProductSet } from '../core/schemas/productSet'
import type { Stage } from '../core/schemas/session'
import { type CartEvent, type cartMachine, shownQuantity } from './cart'
import type { CouponFormEvent, couponFormMachine } from './couponForm'
import { backdropOf, type FramedPhoto, framedPhoto, THUMBNAIL_ASPECT } from './framedPhotoView'
import { type RuleText, ruleText } from './ruleText'

/** The photo as the parent saved it: cropped and turned, a green-screen photo over its backdrop (issue 16). */
export type CartPhoto = FramedPhoto

export type CartItemView = {
  id: string
  productId: string
  label: string
  photo: CartPhoto | null
  /** The chosen options in words: "Paper finish: Metallic", "Name on the print: Emma". */
  options: string[]
  /** The products a package holds, with their quantities. */
  contents: string[]
  quantity: { shown: boolean; value: number; atLimit: boolean }
  /** C §2: with an orderLimit above 1, "the order can contain only N of this product". */
  orderLimit: number | null
  price: Money
  /** The price before promotions, when it was higher. */
  listPrice: Money | null
  /** Only the active order's items are changed here; the others' block switches to their order. */
  editable: boolean
  events: { quantity: (text: string) => CartEvent; step: (by: 1 | -1) => CartEvent }
}

export type CartBlock = {
  orderId: string
  /** The child the order is for (C §2 one block per child), or null for an order without a subject. */
  subjectName: string | null
  sessionLabel: string | null
  active: boolean
  incomplete: boolean
  items: CartItemView[]
  total: Money
  /** Where the header leads: the active order stays, another one is switched to (C §2). */
  switchTo: OrderSwitch | null
}

export type TotalsView = {
  subTotal: Money
  savings: Money
  couponDiscount: Money
  coupon: string | null
  /** Issue 15 point 2: the studio's adjustment as it applies (signed) and its reason, shown to the parent too. */
  adjustment: { amount: Money; reason: string } | null
  serviceFee: { label: string | null; amount: Money } | null
  tax: { amount: Money; rate: number | null }
  shipping: Money
  refund: Money | null
  total: Money
}

export type CartView = {
  status: 'loading' | 'empty' | 'ready'
  /** Issue 15 point 2: the cart's reference, for the parent to quote when they call the studio. */
  reference: string | null
  alert: 'checkout.invalid_cart' | 'checkout.error' | null
  blocks: CartBlock[]
  linkedFailed: boolean
  totals: TotalsView | null
  /** The bottom bar's total: every linked order's total (C §2). */
  cartTotal: Money
  coupon: {
    shown: boolean
    open: boolean
    busy: boolean
    code: string
    applied: string | null
    error: { code: string; message: string } | null
    events: {
      toggle: CouponFormEvent
      cancel: CouponFormEvent
      change: (code: string) => CouponFormEvent
      submit: CouponFormEvent
      remove: CouponFormEvent
    }
  }
  checkout: {
    allowed: boolean
    unmetRules: RuleText[]
    /**
     * The forms checkout's rules name (C §4 required for checkout): filled in or edited from the cart, as from the
     * catalog (B §4 custom form), and still shown once filled in, with their status.
     */
    forms: CustomForm[]
    linkedOrderIssue: boolean
    emptyOrders: number
  }
  promotions: { label: string; description: string | null; badge: string | null }[]
  promotionalProducts: Product[]
  busy: boolean
  clear: { event: CartEvent; confirming: boolean }
  /** C §4 remove order: offered on the active order when other children's orders exist. */
  removeOrder: CartEvent
  confirming: 'clear' | 'removeOrder' | null
  retryLinked: CartEvent
}

type Inputs = {
  stage: Pick<Stage, 'allowCoupons'> | null
  /** Store settings: coupons off when the store says so (C §2 coupon control). */
  storeAllowsCoupons: boolean
  /** The active order's subject name, from the shop's startup (the order carries only its id). */
  subjectName: string | null
  sessionLabel: string | null
  photos: readonly ImageCrop[]
  /** The `errorCode` query parameter (C §2, C §8). */
  errorCode: string | null
  /** Spends in the unmet rules are said in the shopper's money format. */
  formatMoney: (amount: Money) => string
  /**
   * The active order's totals as a choice not saved yet makes them (checkout: the chosen shipping method, as the
   * server offered it), shown in its totals block instead of the order's own; absent or null: the order's own.
   */
  totalsWith?: TotalsWithMethod | null
}

export const productsOf = (set: ProductSet) =>
  set.categories.flatMap((c) => [...c.products, ...c.products.flatMap((p) => p.products)])

/** The chosen options in words ("Paper finish: Metallic"), from the groups that offer them. */
export const optionWords = (
  product: Pick<Product, 'productOptionGroups'> | undefined,
  item: {
    readonly orderItemOptions: readonly Pick<OrderItem['orderItemOptions'][number], 'productOptionGroup' | 'value'>[]
  },
): string[] =>
  item.orderItemOptions.flatMap((o) => {
    const group = product?.productOptionGroups.find((g) => g.id === o.productOptionGroup)
    if (!group) return []
    const chosen = new Set(chosenOptionIds({ value: o.value as never }).map(String))
    const labels = group.productOptions.filter((p) => chosen.has(p.id)).map((p) => p.label)
    const text = valueShape(group.type) === 'text' && typeof o.value === 'string' ? o.value : labels.join(', ')
    return text ? [`${group.label}: ${text}`] : []
  })

/** The photo on one node of an item as the parent chose it (its crop, turn and backdrop); null when not loaded. */
export const nodePhoto = (
  item: OrderItem,
  node: OrderItem['orderItemNodes'][number],
  product: Product | undefined,
  photos: readonly ImageCrop[],
): CartPhoto | null => {
  const crop = photos.find((p) => p.id === node.imageCrop) ?? photos.find((p) => p.image.id === node.image)
  if (!crop) return null
  const options = item.orderItemOptions.map((o) => ({ value: o.value as never }))
  const backdrop = backdropOf(product?.productOptionGroups ?? [], node.productOption, options)
  return framedPhoto(
    crop.image,
    { crop: node.crop, rotation: node.rotation, backdrop },
    { aspect: THUMBNAIL_ASPECT, fit: 'contain', rendition: 'small' },
  )
}

const photoOf = (item: OrderItem, product: Product | undefined, photos: readonly ImageCrop[]): CartPhoto | null => {
  const node = item.orderItemNodes[0] ?? item.orderItems.flatMap((c) => c.orderItemNodes)[0]
  return node ? nodePhoto(item, node, product, photos) : null
}

const itemView = (
  order: Order,
  item: OrderItem,
  set: ProductSet,
  photos: readonly ImageCrop[],
  active: boolean,
  quantity: number,
) => {
  const product = productsOf(set).find((p) => p.id === item.product)
  const elsewhere = order.orderItems
    .filter((i) => i.product === item.product && i.id !== item.id)
    .reduce((n, i) => n + i.quantity, 0)
  const bounds = product ? quantityBounds(product, elsewhere) : { tiers: null, limit: item.quantityLimit }
  return {
    id: item.id,
    productId: item.product,
    label: item.label,
    photo: photoOf(item, product, photos),
    options: optionWords(product, item),
    contents: item.orderItems.map((c) => `${c.label} × ${c.quantity}`),
    // C §2: hidden when quantityLimit is 1 or the item is mandatory.
    quantity: {
      shown: active && product?.quantityLimit !== 1 && !product?.isMandatory,
      value: quantity,
      atLimit: isAtLimit(quantity, bounds),
    },
    orderLimit: product?.orderLimit && product.orderLimit > 1 ? product.orderLimit : null,
    price: item.subTotal,
    listPrice: item.originalSubTotal > item.subTotal ? item.originalSubTotal : null,
    editable: active,
    events: {
      quantity: (text: string): CartEvent => ({ type: 'quantity.change', itemId: item.id, text }),
      step: (by: 1 | -1): CartEvent => ({ type: 'quantity.step', itemId: item.id, by }),
    },
  }
}

/** C §2 order totals block of an order (the tax rate shown only when the linked orders share it). */
export const totalsOf = (order: Order, linked: readonly Order[]): TotalsView => {
  const rates = new Set([order, ...linked].map((o) => o.taxRate))
  return {
    subTotal: order.subTotal,
    savings: order.totalSaving,
    couponDiscount: order.couponDiscountTotal,
    coupon: order.couponDiscount?.code ?? null,
    adjustment: order.adjustment ? { amount: order.adjustmentTotal, reason: order.adjustment.reason } : null,
    serviceFee: order.serviceFeeTotal > 0 ? { label: order.serviceFeeLabel, amount: order.serviceFeeTotal } : null,
    // C §2: the rate is shown only when every linked order shares it.
    tax: { amount: order.totalTax, rate: rates.size === 1 && order.taxRate > 0 ? order.taxRate : null },
    shipping: order.shippingTotal,
    refund: order.totalRefund > 0 ? order.totalRefund : null,
    total: order.total,
  }
}

export const cartView = (
  cart: SnapshotFrom<typeof cartMachine>,
  coupon: SnapshotFrom<typeof couponFormMachine>,
  input: Inputs,
): CartView => {
  const { context } = cart
  const { order, productSet } = context
  const linked = context.linked.orders
  const blocks: CartBlock[] = order
    ? [
        {
          orderId: order.id,
          subjectName: input.subjectName,
          sessionLabel: input.sessionLabel,
          active: true,
          incomplete: order.orderItems.length === 0,
          items: order.orderItems.map((i) =>
            itemView(order, i, productSet, input.photos, true, shownQuantity(context, i.id)),
          ),
          total: order.total,
          switchTo: null,
        },
        ...order.linkedOrders.map((summary) => {
          const full = linked.find((o) => o.id === summary.id)
          const photos = (summary.subject && context.linked.photos[summary.subject]) || []
          return {
            orderId: summary.id,
            subjectName: summary.subjectName,
            sessionLabel: summary.clientSessionLabel,
            active: false,
            incomplete: summary.itemCount === 0,
            items: full ? full.orderItems.map((i) => itemView(full, i, productSet, photos, false, i.quantity)) : [],
            total: summary.total,
            switchTo: { orderId: summary.id, clientSessionId: summary.clientSession, subjectId: summary.subject },
          }
        }),
      ]
    : []
  const gate = order ? checkoutGate(productSet, order, linked) : null
  const itemCount =
    blocks.reduce((n, b) => n + b.items.length, 0) +
    (order?.linkedOrders ?? []).filter((s) => !linked.some((o) => o.id === s.id)).reduce((n, s) => n + s.itemCount, 0)
  const orders = 1 + (order?.linkedOrders.length ?? 0)
  return {
    status: !context.orderReady ? 'loading' : itemCount === 0 ? 'empty' : 'ready',
    reference: order?.orderReference ?? null,
    alert: errorAlertKey(input.errorCode),
    blocks,
    linkedFailed: cart.matches({ linked: 'failed' }),
    totals: order ? totalsOf({ ...order, ...input.totalsWith }, linked) : null,
    cartTotal: order ? cartTotal(order) : 0,
    coupon: {
      shown: input.storeAllowsCoupons && (input.stage?.allowCoupons ?? false) && order !== null,
      open: coupon.matches('open') || coupon.matches('applying'),
      busy: coupon.matches('applying') || coupon.matches('removing'),
      code: coupon.context.code,
      applied: order?.couponDiscount?.code ?? null,
      error: coupon.context.error && { code: coupon.context.error.code, message: coupon.context.error.message },
      events: {
        toggle: { type: 'coupon.toggle' },
        cancel: { type: 'coupon.cancel' },
        change: (code) => ({ type: 'coupon.change', code }),
        submit: { type: 'coupon.submit' },
        remove: { type: 'coupon.remove' },
      },
    },
    checkout: {
      allowed: gate?.allowed ?? false,
      unmetRules: requirementReasons(productSet, gate?.unmetRules ?? []).map((r) =>
        ruleText(r, input.formatMoney, true),
      ),
      forms: productSet.forms.filter((form) =>
        (productSet.businessRules.requiredForCheckout ?? []).some((rule) =>
          rule.conditions.some((c) => c.kind === 'form' && String(c.id) === form.id),
        ),
      ),
      linkedOrderIssue: gate?.linkedOrderIssue ?? false,
      emptyOrders: gate?.emptyOrders.length ?? 0,
    },
    promotions: productSet.shippingPromotions.map((p) => ({
      label: p.label,
      description: p.description,
      badge: p.badgeText,
    })),
    // C §2: promotional products are offered only when there is at most one order.
    promotionalProducts: orders <= 1 ? productsOf(productSet).filter((p) => p.isPromotional) : [],
    busy: !cart.matches({ quantities: 'idle' }) || cart.matches({ linked: 'loading' }),
    clear: { event: { type: 'cart.clear' }, confirming: cart.matches({ clearing: 'confirmingClear' }) },
    removeOrder: { type: 'order.remove' },
    confirming: cart.matches({ clearing: 'confirmingRemove' })
      ? 'removeOrder'
      : cart.matches({ clearing: 'confirmingClear' })
        ? 'clear'
        : null,
    retryLinked: { type: 'linked.retry' },
  }
}

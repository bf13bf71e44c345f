// What a product card shows (B §2 product panel card, B §4 business-rule buttons, B §5 promotion label): the view
// renders it and evaluates no rule. A pure function of the product and the order actor's order, so the card renders
// before its panel's code has loaded (issue 17 point 2: the panel actor and its UI arrive in a later chunk).
import { addsDirectly } from '../core/itemRequest'
import { keptByKey, keptFor } from '../core/kept'
import { lockReasons } from '../core/lockExplanation'
import type { Money } from '../core/money'
import { orderFacts } from '../core/orderFacts'
import { preferredPhoto } from '../core/preferredPhoto'
import { productShape } from '../core/productShape'
import { promotionLabel } from '../core/promotions'
import type { OrderItem } from '../core/schemas/order'
import type { Image, ImageCrop } from '../core/schemas/photos'
import type { Product, ProductSet } from '../core/schemas/productSet'
import { backdropOf, type SavedLook } from './framedPhotoView'
import type { Opening, PanelOrder } from './productPanel'
import { type ProductPhotoView, productPhotoView } from './productPhotoView'
import { type RuleText, ruleText } from './ruleText'

export type CardPrice =
  | { kind: 'free' }
  | { kind: 'sale'; price: Money; list: Money; saving: Money }
  | { kind: 'price'; price: Money; special: boolean }

export type CardButton = {
  /** Modify for an ordered product, Add for one added directly, else the product's button text or Select (B §4). */
  label: { id: 'product.modify' | 'product.add' | 'product.select' } | { text: string }
  primary: boolean
  disabled: boolean
  event: Opening
}

export type ProductCardView = {
  label: string
  text: string | null
  badge: string | null
  image: { src: string; location: 'left' | 'above' | 'below' | 'full' } | null
  /** Issue 16 point 2: the child's photo in the product's shape; when shown, it takes the product art's place. */
  photo: ProductPhotoView | null
  /** In the list of the card, the wider left layout spans two columns. */
  location: 'left' | 'above' | 'below' | 'full'
  price: CardPrice
  discounts: readonly { key: string; label: string; cost: Money }[]
  tiers: readonly { from: number; price: Money; bundle: boolean }[]
  /** B §2 package content with quantities, unless hidden (isPackageContentHidden) or a build-your-own. */
  contents: readonly { label: string; quantity: number }[]
  inOrder: number | null
  button: CardButton
  /** B §2 business-rules popover: why the button is disabled, in the shopper's language (machines/ruleText.ts). */
  lock: { locked: boolean; reasons: RuleText[] }
}

const priceOf = (product: Product): CardPrice => {
  const promo = product.isPromotional ? product.parameters.promotion?.cost : undefined
  const label = promotionLabel(product.retailAmount, promo)
  if (label.kind === 'free') return { kind: 'free' }
  if (promo !== undefined && promo < product.retailAmount)
    return { kind: 'sale', price: promo, list: product.retailAmount, saving: product.retailAmount - promo }
  return { kind: 'price', price: product.retailAmount, special: label.kind === 'special' && product.isPromotional }
}

/** The child's photos and what the parent chose among them (issue 16 point 2). */
export type CardPhotos = {
  photos: readonly ImageCrop[]
  /** The photo chosen with "Buy this photo" (adapters/storage/chosenPhotoStorage.ts). */
  chosenImageId: string | null
  favouriteCropIds: readonly string[]
}

/** The photo of the product's first node in the order, as the parent saved it. */
const orderedPhoto = (product: Product, item: OrderItem, photos: readonly ImageCrop[]) => {
  const node = item.orderItemNodes[0] ?? item.orderItems.flatMap((c) => c.orderItemNodes)[0]
  const crop = node && (photos.find((p) => p.id === node.imageCrop) ?? photos.find((p) => p.image.id === node.image))
  if (!node || !crop) return null
  const options = item.orderItemOptions.map((o) => ({ value: o.value as never }))
  const look: SavedLook = {
    crop: node.crop,
    rotation: node.rotation,
    backdrop: backdropOf(product.productOptionGroups, node.productOption, options),
  }
  return { crop, look }
}

/**
 * The photo a card shows: the ordered one as saved; else the parent's preferred photo (core/preferredPhoto.ts), a
 * green-screen one over the product's first backdrop, so the card never shows a green screen.
 */
const cardPhoto = (product: Product, item: OrderItem | null, input: CardPhotos) => {
  const ordered = item && orderedPhoto(product, item, input.photos)
  if (ordered) return { ...ordered, startWith: null }
  const preferred = preferredPhoto({ ...input, rules: product.tagRules })
  if (!preferred) return null
  const firstBackdrop = backdropOf(
    product.productOptionGroups,
    product.productOptionGroups.find((g) => g.type === 'background')?.productOptions[0]?.id,
    [],
  )
  const { photo } = preferred
  return {
    crop: photo,
    look: { crop: null, rotation: 0, backdrop: firstBackdrop } satisfies SavedLook,
    // A new panel starts with a photo only the parent chose (not the first one, shown to illustrate).
    startWith: preferred.chosenByParent ? { imageId: photo.image.id, imageCropId: photo.id } : null,
  }
}

/** What a card shows of its product alone. */
type ProductParts = Pick<ProductCardView, 'price' | 'discounts' | 'tiers' | 'contents'>

// Issue 17 point 3: one per product, so a card worked out again (its photos or the order arrived) hands its price,
// tiers and package content the very objects it rendered them from, and those parts do not render again.
const partsByProduct = new WeakMap<Product, ProductParts>()

const productParts = (product: Product): ProductParts =>
  keptFor(partsByProduct, product, () => ({
    price: priceOf(product),
    discounts: (product.parameters.discounts ?? []).filter((d) => d.active),
    tiers: product.productCostTiers.map((t) => ({
      from: t.quantityFrom,
      price: t.cost,
      bundle: product.pricingStrategy === 'fixed_quantity_tiers',
    })),
    contents:
      product.isByo || product.isPackageContentHidden
        ? []
        : product.products.map((c) => ({ label: c.information.label, quantity: c.quantityLimit ?? 1 })),
  }))

// A product's buttons by what they say and do, and a photo's drawings by shape and look: the card's controls
// (ui/shop/LazyProductPanel.tsx) and photo (ProductPhoto), memoised, render again only when these change, not with
// every photo or order change of the page (issue 17 point 3).
const buttonsByProduct = new WeakMap<Product, Map<string, CardButton>>()
const photosByImage = new WeakMap<Image, Map<string, ProductPhotoView>>()

/** What a card is drawn from: its product in its category, and the order as the order actor holds it. */
export type CardInput = {
  product: Product
  productSet: ProductSet
  categoryId: string
  order: PanelOrder | null
  /** The stored order has been read (the order actor is ready). */
  orderReady: boolean
  photos: CardPhotos
}

export const productCardView = (input: CardInput, formatMoney: (amount: Money) => string): ProductCardView => {
  const { product, productSet, order, categoryId, photos } = input
  // B §4: the product's item in the order (the panel's itemOf), which makes the button read Modify.
  const item = order?.orderItems.find((i) => i.product === product.id) ?? null
  const categoryOf = (productId: string) =>
    productSet.categories.find((c) => c.products.some((p) => p.id === productId))?.id ?? null
  const facts = orderFacts(order?.orderItems ?? [], categoryOf, order?.orderFormEntrys.map((e) => e.form) ?? [])
  const lock = lockReasons(productSet, { productId: product.id, categoryId }, facts)
  const shape = productShape(product)
  const shown = shape && cardPhoto(product, item, photos)
  // B §2 image placement; a full-card image would fade the child's photo behind the text: it goes above instead.
  const placement = product.parameters.imageLocation ?? 'above'
  const location = shown && placement === 'full' ? 'above' : placement
  const button: CardButton = {
    label: item
      ? { id: 'product.modify' }
      : addsDirectly(product)
        ? { id: 'product.add' }
        : product.parameters.buttonText
          ? { text: product.parameters.buttonText }
          : { id: 'product.select' },
    primary: item === null,
    // Until the stored order has loaded, Select could not know the product is already ordered (C §4).
    disabled: !lock.enabled || !input.orderReady,
    event: shown?.startWith ? { type: 'panel.open', photo: shown.startWith } : { type: 'panel.open' },
  }
  return {
    label: product.information.label,
    text: product.information.text || null,
    badge: product.parameters.promotion?.badgeText ?? null,
    image: product.assets?.smallUrl ? { src: product.assets.smallUrl, location } : null,
    photo:
      shape && shown
        ? keptByKey(photosByImage, shown.crop.image, JSON.stringify([shape, shown.look]), () =>
            productPhotoView(shape, shown.crop.image, shown.look),
          )
        : null,
    location,
    ...productParts(product),
    inOrder: item?.quantity ?? null,
    button: keptByKey(buttonsByProduct, product, JSON.stringify(button), () => button),
    lock: { locked: !lock.enabled, reasons: lock.reasons.map((r) => ruleText(r, formatMoney)) },
  }
}

/** Where a card's panel is: its code still loading (issue 17 point 2), closed or open, or saving/removing an item. */
export type PanelPhase = 'loading' | 'idle' | 'busy'

/** The card's button as shown: disabled, besides its own reasons, until the panel has loaded and while it is busy. */
export const shownButton = (button: CardButton, phase: PanelPhase): CardButton =>
  phase === 'idle' || button.disabled ? button : keptFor(disabledButtons, button, () => ({ ...button, disabled: true }))
const disabledButtons = new WeakMap<CardButton, CardButton>()

import { memo, useId } from 'react'
import { useCardPhotos } from '../../adapters/react/configureViews'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useProductCardView } from '../../adapters/react/productCard'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { SizeRule } from '../../core/srcset'
import type { ProductCardView } from '../../machines/productCardView'
import { CardControls } from './LazyProductPanel'
import { ProductPhoto } from './ProductPhoto'
import { sayRule } from './sayRule'
import { TierInfo } from './TierInfo'

/** The child's photo on a card (issue 17): beside the text (7rem, 10rem from 640 px) or across the catalog's card. */
const LEFT_IMAGE_SIZES: readonly SizeRule[] = [
  [0, '112px'],
  [640, '160px'],
]
const CARD_IMAGE_SIZES: readonly SizeRule[] = [
  [0, 'calc(100vw - 32px)'],
  [640, 'calc(50vw - 24px)'],
  [768, 'calc(50vw - 164px)'],
  [1024, 'calc(33.3vw - 115px)'],
  [1152, '269px'],
]

type Props = { product: Product; categoryId: string; productSet: ProductSet; formatPrice: (amount: number) => string }

/**
 * B §2 product panel card: image placement, price, badge, discounts, tiers, and the Select/Modify or Add button. The
 * card renders at once from its view-model; the button's panel comes after the first render (issue 17 point 2).
 */
export const ProductCard = ({ product, categoryId, productSet, formatPrice }: Props) => {
  const { card, waiting } = useProductCardView(product, categoryId, formatPrice, useCardPhotos())
  const { location } = card
  const image = card.photo ? (
    <ProductPhoto
      view={card.photo}
      sizes={location === 'left' ? LEFT_IMAGE_SIZES : CARD_IMAGE_SIZES}
      className={
        location === 'left'
          ? 'aspect-square w-28 shrink-0 self-start rounded-lg sm:w-40'
          : 'aspect-[4/3] w-full rounded-lg'
      }
    />
  ) : card.image ? (
    <img
      src={card.image.src}
      alt=""
      loading="lazy"
      width={600}
      height={600}
      className={
        location === 'left'
          ? 'aspect-square w-28 shrink-0 self-start rounded-lg bg-stone-100 object-cover sm:w-40'
          : location === 'full'
            ? 'absolute inset-0 size-full object-cover opacity-25'
            : 'aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover'
      }
    />
  ) : null
  return (
    <li
      data-testid="product"
      className={`relative flex gap-4 overflow-hidden rounded-xl border border-stone-200 bg-white p-4 shadow-sm [contain-intrinsic-size:auto_16rem] [content-visibility:auto] ${
        location === 'left' ? 'flex-row sm:col-span-2' : 'flex-col'
      }`}
    >
      {location !== 'below' && image}
      <div className="relative flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{card.label}</h3>
          {card.badge && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
              {card.badge}
            </span>
          )}
        </div>
        {card.text && <p className="text-sm text-stone-600">{card.text}</p>}
        <PackageContent contents={card.contents} />
        <Price price={card.price} formatPrice={formatPrice} />
        {card.discounts.length > 0 && (
          <ul className="text-sm text-success">
            {card.discounts.map((d) => (
              <li key={d.key}>
                {d.label}: {formatPrice(d.cost)}
              </li>
            ))}
          </ul>
        )}
        <Tiers tiers={card.tiers} formatPrice={formatPrice} />
        {card.inOrder !== null && (
          <p className="text-sm font-medium text-brand" data-testid="in-order">
            <FormattedMessage id="product.in_order" values={{ quantity: card.inOrder }} />
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <CardControls
            product={product}
            categoryId={categoryId}
            productSet={productSet}
            formatPrice={formatPrice}
            button={card.button}
            waiting={waiting}
          />
          {card.lock.locked && <LockExplanation reasons={card.lock.reasons} />}
          <TierInfo product={product} quantity={card.inOrder ?? 1} formatPrice={formatPrice} />
        </div>
      </div>
      {location === 'below' && image}
    </li>
  )
}

// Price, tiers and package content follow the product alone (machines/productCardView.ts keeps them per product): a
// card drawn again as its photos or the order arrive leaves them as they are (issue 17 point 3).
const Price = memo(function Price({
  price,
  formatPrice,
}: {
  price: ProductCardView['price']
  formatPrice: (n: number) => string
}) {
  return (
    <p className="pt-1 text-lg font-bold" data-testid="price">
      {price.kind === 'free' ? (
        <FormattedMessage id="product.free" />
      ) : price.kind === 'sale' ? (
        <>
          {formatPrice(price.price)} <s className="text-sm font-normal text-stone-500">{formatPrice(price.list)}</s>{' '}
          <span className="text-sm font-semibold text-success">
            <FormattedMessage id="product.save_amount" values={{ amount: formatPrice(price.saving) }} />
          </span>
        </>
      ) : (
        <>
          {formatPrice(price.price)}
          {price.special && (
            <span className="ml-2 text-sm font-semibold text-accent">
              <FormattedMessage id="product.special" />
            </span>
          )}
        </>
      )}
    </p>
  )
})

/** B §2 quantity tiers: the price per unit (volume, tiered) or per bundle (fixed quantity tiers). */
const Tiers = memo(function Tiers({
  tiers,
  formatPrice,
}: {
  tiers: ProductCardView['tiers']
  formatPrice: (n: number) => string
}) {
  if (tiers.length === 0) return null
  return (
    <ul className="text-sm text-stone-600" data-testid="tiers">
      {tiers.map((t) => (
        <li key={t.from}>
          <FormattedMessage
            id={t.bundle ? 'product.tier_bundle' : 'product.tier'}
            values={{ from: t.from, price: formatPrice(t.price) }}
          />
        </li>
      ))}
    </ul>
  )
})

/**
 * B §2 business-rules popover on a disabled button: what unlocks it, or what locks it. The browser's own popover:
 * Escape and a click outside close it; it opens below its button (styles.css `.beside-anchor`).
 */
const LockExplanation = ({ reasons }: { reasons: ProductCardView['lock']['reasons'] }) => {
  const intl = useIntl()
  const id = useId()
  const anchor = `--lock-${id.replace(/[^\w-]/g, '')}`
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        style={{ anchorName: anchor }}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-stone-700 underline"
      >
        <FormattedMessage id="product.locked_why" />
      </button>
      <div
        id={id}
        popover="auto"
        style={{ positionAnchor: anchor }}
        className="beside-anchor w-72 rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-900 shadow-lg"
      >
        <p className="font-semibold">
          <FormattedMessage id="product.locked" />
        </p>
        <ul className="mt-1 list-disc pl-5" data-testid="unmet-rules">
          {reasons.map((r) => (
            <li key={r.key}>{sayRule(intl, r)}</li>
          ))}
        </ul>
      </div>
    </>
  )
}

/** B §2 package content with quantities. */
const PackageContent = memo(function PackageContent({ contents }: { contents: ProductCardView['contents'] }) {
  if (contents.length === 0) return null
  return (
    <div className="text-sm text-stone-700">
      <span className="font-medium">
        <FormattedMessage id="product.package_contains" />
      </span>
      <ul className="list-disc pl-5" data-testid="package-content">
        {contents.map((child) => (
          <li key={child.label}>
            {child.label} × {child.quantity}
          </li>
        ))}
      </ul>
    </div>
  )
})

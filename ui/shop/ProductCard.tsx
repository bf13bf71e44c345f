import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useOrder, useOrderReady, useProductPanel } from '../../adapters/react/shop'
import { addsDirectly } from '../../core/configuration'
import { orderFacts } from '../../core/orderFacts'
import { promotionLabel } from '../../core/promotions'
import type { Rule } from '../../core/rules'
import { lockState } from '../../core/rules'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import { primaryButton, secondaryButton } from '../components/Modal'
import { ProductPanel } from './ProductPanel'

type Props = { product: Product; categoryId: string; productSet: ProductSet; formatPrice: (amount: number) => string }

/** B §2 product panel card: image placement, price, badge, discounts, tiers, and the Select/Modify or Add button. */
export const ProductCard = ({ product, categoryId, productSet, formatPrice }: Props) => {
  const [snapshot, send, view] = useProductPanel(product)
  const order = useOrder()
  const orderReady = useOrderReady()
  const { item } = view
  const categoryOf = (productId: string) =>
    productSet.categories.find((c) => c.products.some((p) => p.id === productId))?.id ?? null
  const lock = lockState(
    productSet.businessRules,
    { productId: product.id, categoryId },
    orderFacts(order?.orderItems ?? [], categoryOf, order?.orderFormEntrys.map((e) => e.form) ?? []),
  )
  const busy = snapshot.matches('saving') || snapshot.matches('removing')
  const location = product.parameters.imageLocation ?? 'above'
  const image = product.assets?.smallUrl ? (
    <img
      src={product.assets.smallUrl}
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
  const label = item ? 'product.modify' : addsDirectly(product) ? 'product.add' : null
  const button = (
    <button
      type="button"
      // Until the stored order has loaded, Select could not know the product is already ordered (C §4).
      disabled={!lock.enabled || busy || !orderReady}
      onClick={() => send({ type: 'panel.open' })}
      className={item ? secondaryButton : primaryButton}
    >
      {label ? (
        <FormattedMessage id={label} />
      ) : (
        (product.parameters.buttonText ?? <FormattedMessage id="product.select" />)
      )}
    </button>
  )
  return (
    <li
      data-testid="product"
      className={`relative flex gap-4 overflow-hidden rounded-xl border border-stone-200 bg-white p-4 shadow-sm ${
        location === 'left' ? 'flex-row sm:col-span-2' : 'flex-col'
      }`}
    >
      {location !== 'below' && image}
      <div className="relative flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{product.information.label}</h3>
          {product.parameters.promotion?.badgeText && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
              {product.parameters.promotion.badgeText}
            </span>
          )}
        </div>
        {product.information.text && <p className="text-sm text-stone-600">{product.information.text}</p>}
        <PackageContent product={product} />
        <Price product={product} formatPrice={formatPrice} />
        <Discounts product={product} formatPrice={formatPrice} />
        <Tiers product={product} formatPrice={formatPrice} />
        {item && (
          <p className="text-sm font-medium text-brand" data-testid="in-order">
            <FormattedMessage id="product.in_order" values={{ quantity: item.quantity }} />
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          {button}
          {!lock.enabled && (
            <LockExplanation
              rules={lock.unmet}
              locking={lock.locking}
              productSet={productSet}
              formatPrice={formatPrice}
            />
          )}
        </div>
      </div>
      {location === 'below' && image}
      <ProductPanel snapshot={snapshot} send={send} view={view} productSet={productSet} formatPrice={formatPrice} />
    </li>
  )
}

const Price = ({ product, formatPrice }: { product: Product; formatPrice: (n: number) => string }) => {
  const promo = product.isPromotional ? product.parameters.promotion?.cost : undefined
  const label = promotionLabel(product.retailAmount, promo)
  return (
    <p className="pt-1 text-lg font-bold" data-testid="price">
      {label.kind === 'free' ? (
        <FormattedMessage id="product.free" />
      ) : promo !== undefined && promo < product.retailAmount ? (
        <>
          {formatPrice(promo)} <s className="text-sm font-normal text-stone-500">{formatPrice(product.retailAmount)}</s>{' '}
          <span className="text-sm font-semibold text-success">
            <FormattedMessage id="product.save_amount" values={{ amount: formatPrice(product.retailAmount - promo) }} />
          </span>
        </>
      ) : (
        <>
          {formatPrice(product.retailAmount)}
          {label.kind === 'special' && product.isPromotional && (
            <span className="ml-2 text-sm font-semibold text-accent">
              <FormattedMessage id="product.special" />
            </span>
          )}
        </>
      )}
    </p>
  )
}

const Discounts = ({ product, formatPrice }: { product: Product; formatPrice: (n: number) => string }) => {
  const active = (product.parameters.discounts ?? []).filter((d) => d.active)
  if (active.length === 0) return null
  return (
    <ul className="text-sm text-success">
      {active.map((d) => (
        <li key={d.key}>
          {d.label}: {formatPrice(d.cost)}
        </li>
      ))}
    </ul>
  )
}

/** B §2 quantity tiers: the price per unit (volume, tiered) or per bundle (fixed quantity tiers). */
const Tiers = ({ product, formatPrice }: { product: Product; formatPrice: (n: number) => string }) => {
  if (product.productCostTiers.length === 0) return null
  const bundle = product.pricingStrategy === 'fixed_quantity_tiers'
  return (
    <ul className="text-sm text-stone-600" data-testid="tiers">
      {product.productCostTiers.map((t) => (
        <li key={t.quantityFrom}>
          <FormattedMessage
            id={bundle ? 'product.tier_bundle' : 'product.tier'}
            values={{ from: t.quantityFrom, price: formatPrice(t.cost) }}
          />
        </li>
      ))}
    </ul>
  )
}

/** B §2 business-rules popover on a disabled button: what unlocks it, or what locks it. */
const LockExplanation = (props: {
  rules: readonly Rule[]
  locking: readonly Rule[]
  productSet: ProductSet
  formatPrice: (n: number) => string
}) => {
  const intl = useIntl()
  const labelOf = (kind: string, id: unknown) =>
    kind === 'category'
      ? (props.productSet.categories.find((c) => c.id === id)?.information.label ?? '')
      : (props.productSet.categories.flatMap((c) => c.products).find((p) => p.id === id)?.information.label ?? '')
  const describe = (rule: Rule): string =>
    rule.conditions
      .map((c) => {
        if (c.kind === 'order')
          return intl.formatMessage({ id: 'product.rule_order' }, { amount: props.formatPrice(c.minimumSpend ?? 0) })
        const name = intl.formatMessage(
          { id: c.kind === 'category' ? 'product.rule_category' : 'product.rule_product' },
          { label: labelOf(c.kind, c.id) },
        )
        if (c.minimumQuantity)
          return intl.formatMessage({ id: 'product.rule_min_quantity' }, { label: name, quantity: c.minimumQuantity })
        if (c.minimumSpend)
          return intl.formatMessage(
            { id: 'product.rule_min_spend' },
            { label: name, amount: props.formatPrice(c.minimumSpend) },
          )
        return name
      })
      .join(intl.formatMessage({ id: rule.operator?.toLowerCase() === 'any' ? 'product.rule_or' : 'product.rule_and' }))
  const lines: ReactNode[] = [
    ...props.rules.map((r) => (
      <FormattedMessage key={`u${r.id}`} id="product.unlock_by" values={{ conditions: describe(r) }} />
    )),
    ...props.locking.map((r) => (
      <FormattedMessage key={`l${r.id}`} id="product.locked_by" values={{ conditions: describe(r) }} />
    )),
  ]
  return (
    <Popover className="relative">
      <PopoverButton className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-stone-700 underline">
        <FormattedMessage id="product.locked_why" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-30 w-72 rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-lg"
      >
        <p className="font-semibold">
          <FormattedMessage id="product.locked" />
        </p>
        <ul className="mt-1 list-disc pl-5" data-testid="unmet-rules">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built above
            <li key={i}>{line}</li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  )
}

/** B §2 package content with quantities, unless the package hides it (isPackageContentHidden). */
const PackageContent = ({ product }: { product: Product }) => {
  if (product.isByo || product.isPackageContentHidden || product.products.length === 0) return null
  return (
    <div className="text-sm text-stone-700">
      <span className="font-medium">
        <FormattedMessage id="product.package_contains" />
      </span>
      <ul className="list-disc pl-5" data-testid="package-content">
        {product.products.map((child) => (
          <li key={child.id}>
            {child.information.label} × {child.quantityLimit ?? 1}
          </li>
        ))}
      </ul>
    </div>
  )
}

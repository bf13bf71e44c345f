import { lazy, type ReactNode, Suspense } from 'react'
import { Link, useSearch } from 'wouter'
import { useAdminMode } from '../../adapters/react/admin'
import { useCart } from '../../adapters/react/cart'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useSubjectSearchActor } from '../../adapters/react/subjectSearch'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { Store } from '../../core/schemas/store'
import type { CartBlock, CartItemView, CartView } from '../../machines/cartView'
import { BottomBar } from '../components/BottomBar'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { dangerLink, primaryButton, secondaryButton } from '../components/Modal'
import { usePriceFormatter } from '../format'
import { CartItemPhoto } from './CartItemPhoto'
import { CustomFormBanner } from './CustomFormBanner'
import { CartItemControls } from './LazyProductPanel'
import { QuantityInput } from './QuantityInput'
import { sayRule } from './sayRule'
import { TotalsList } from './TotalsList'

// Issue 15 point 2: the price adjustment is the studio's (admin mode only): its form and machine load only then.
const AdjustmentForm = lazy(() => import('./AdjustmentForm').then((m) => ({ default: m.AdjustmentForm })))

type Props = { productSet: ProductSet; store: Store }

/**
 * C §2 /view: one block per child's order (the active one editable, the others a tap from switching), the totals with
 * the coupon form, promotions, clear cart, return to the catalogue and start checkout (disabled with the reasons).
 */
export const CartPage = ({ productSet, store }: Props) => {
  const intl = useIntl()
  const formatPrice = usePriceFormatter(store)
  const errorCode = new URLSearchParams(useSearch()).get('errorCode')
  const { view, sendCart, sendCoupon, confirm } = useCart(errorCode, formatPrice, null, true)
  // C §2: switching to another child's order shows the full backdrop of the switch.
  const switchTo = useSubjectSearchActor().send
  const checkout = view.checkout
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 pt-4 pb-32 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_20rem]">
      <main>
        <h2 className="text-2xl font-bold">
          <FormattedMessage id="cart.title" />
        </h2>
        {view.reference && view.status === 'ready' && (
          <p className="mt-1 text-sm text-stone-600" data-testid="cart-reference">
            <FormattedMessage
              id="cart.reference"
              values={{ reference: <span className="font-mono font-semibold">{view.reference}</span> }}
            />
          </p>
        )}
        {view.alert && (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
            data-testid="cart-alert"
          >
            <FormattedMessage id={view.alert} />
          </p>
        )}
        {view.status === 'loading' && <CartSkeleton />}
        {view.status === 'empty' && (
          <div className="mt-4">
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              <FormattedMessage id="cart.empty" />
            </p>
            <Link href="/catalog" className={`${primaryButton} mt-4 inline-flex`}>
              <FormattedMessage id="cart.start_shopping" />
            </Link>
          </div>
        )}
        {view.status !== 'loading' &&
          view.blocks.map((block) => (
            <OrderBlock
              key={block.orderId}
              block={block}
              several={view.blocks.length > 1}
              productSet={productSet}
              formatPrice={formatPrice}
              send={sendCart}
              removeOrder={view.removeOrder}
              switchTo={switchTo}
            />
          ))}
        {view.linkedFailed && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            <FormattedMessage id="cart.linked_failed" />{' '}
            <button type="button" className="underline" onClick={() => sendCart(view.retryLinked)}>
              <FormattedMessage id="cart.retry" />
            </button>
          </p>
        )}
        {view.status === 'ready' && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/catalog" className={secondaryButton}>
              <FormattedMessage id="cart.return_to_catalogue" />
            </Link>
            <button type="button" className={dangerLink} onClick={() => sendCart(view.clear.event)}>
              <FormattedMessage id="cart.clear" />
            </button>
          </div>
        )}
      </main>
      {view.status === 'ready' && view.totals && (
        <aside className="flex flex-col gap-4" aria-label={intl.formatMessage({ id: 'cart.summary' })}>
          <Totals view={view} formatPrice={formatPrice} sendCoupon={sendCoupon} />
          <CheckoutGate checkout={checkout} />
          <Promotions view={view} formatPrice={formatPrice} />
        </aside>
      )}
      {confirm && (
        <ConfirmDialog
          actor={confirm}
          body={view.confirming === 'removeOrder' ? 'cart.remove_order_body' : 'cart.clear_body'}
        />
      )}
      {/* Once the order is read: the bar's note (checkout blocked) would otherwise push it up a line as it arrives. */}
      {view.status !== 'loading' && (
        <BottomBar
          label={intl.formatMessage({ id: 'cart.bar' })}
          previous={{ label: intl.formatMessage({ id: 'cart.catalogue_short' }), href: '/catalog' }}
          next={{
            label: intl.formatMessage({ id: 'cart.start_checkout' }),
            href: '/checkout/customerDetails',
            disabled: !checkout.allowed,
            testId: 'start-checkout',
          }}
          note={!checkout.allowed && view.status === 'ready' ? <CheckoutBlocked /> : undefined}
          formatPrice={formatPrice}
        />
      )}
    </div>
  )
}

const CartSkeleton = () => (
  <div className="mt-4 grid gap-3" aria-busy="true">
    {[0, 1].map((i) => (
      <div key={i} className="h-28 animate-pulse rounded-xl bg-stone-200" />
    ))}
  </div>
)

/** C §2: one order's block; with linked orders its header names the child and switches to that order. */
const OrderBlock = (props: {
  block: CartBlock
  several: boolean
  productSet: ProductSet
  formatPrice: (n: number) => string
  send: ReturnType<typeof useCart>['sendCart']
  removeOrder: CartView['removeOrder']
  switchTo: ReturnType<typeof useSubjectSearchActor>['send']
}) => {
  const { block } = props
  const heading = block.subjectName ?? <FormattedMessage id="cart.this_order" />
  return (
    <section className="mt-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="order-block">
      {props.several && (
        <header className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 pb-2">
          <div>
            <h3 className="text-lg font-semibold">{heading}</h3>
            {block.sessionLabel && <p className="text-sm text-stone-600">{block.sessionLabel}</p>}
          </div>
          <div className="flex items-center gap-2">
            {block.incomplete && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                <FormattedMessage id="cart.incomplete" />
              </span>
            )}
            {block.active ? (
              <>
                <span className="text-sm font-medium text-brand">
                  <FormattedMessage id="cart.active_order" />
                </span>
                <button type="button" className={dangerLink} onClick={() => props.send(props.removeOrder)}>
                  <FormattedMessage id="cart.remove_order" />
                </button>
              </>
            ) : (
              block.switchTo && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => block.switchTo && props.switchTo({ type: 'order.switch', ...block.switchTo })}
                  data-testid="switch-order"
                >
                  <FormattedMessage id="cart.switch_order" values={{ name: block.subjectName ?? '' }} />
                </button>
              )
            )}
          </div>
        </header>
      )}
      {block.items.length === 0 ? (
        <p className="text-sm text-stone-600">
          <FormattedMessage id="cart.block_empty" />
        </p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {block.items.map((item) =>
            item.editable ? (
              <EditableItem
                key={item.id}
                item={item}
                productSet={props.productSet}
                formatPrice={props.formatPrice}
                send={props.send}
              />
            ) : (
              <ItemRow key={item.id} item={item} formatPrice={props.formatPrice} />
            ),
          )}
        </ul>
      )}
      {props.several && (
        <p className="mt-2 text-right text-sm">
          <FormattedMessage id="cart.block_total" values={{ total: props.formatPrice(block.total) }} />
        </p>
      )}
    </section>
  )
}

const productOf = (set: ProductSet, id: string): { product: Product; categoryId: string } | null => {
  for (const category of set.categories) {
    const product = category.products.find((p) => p.id === id)
    if (product) return { product, categoryId: category.id }
  }
  return null
}

/** An item of the active order: quantity, edit (the product panel, saving updates the item) and remove. */
const EditableItem = (props: {
  item: CartItemView
  productSet: ProductSet
  formatPrice: (n: number) => string
  send: ReturnType<typeof useCart>['sendCart']
}) => {
  const found = productOf(props.productSet, props.item.productId)
  if (!found) return <ItemRow item={props.item} formatPrice={props.formatPrice} />
  return <EditableItemWithPanel {...props} product={found.product} categoryId={found.categoryId} />
}

const EditableItemWithPanel = (props: {
  item: CartItemView
  product: Product
  categoryId: string
  productSet: ProductSet
  formatPrice: (n: number) => string
  send: ReturnType<typeof useCart>['sendCart']
}) => {
  const { item } = props
  return (
    <ItemRow
      item={item}
      formatPrice={props.formatPrice}
      actions={
        <>
          {item.quantity.shown && (
            <div className="max-w-full">
              <QuantityInput
                value={item.quantity.value}
                atLimit={item.quantity.atLimit}
                onCommit={(text) => props.send(item.events.quantity(text))}
                onStep={(by) => props.send(item.events.step(by))}
              />
            </div>
          )}
          <CartItemControls
            product={props.product}
            categoryId={props.categoryId}
            productSet={props.productSet}
            formatPrice={props.formatPrice}
          />
        </>
      }
    />
  )
}

const ItemRow = (props: { item: CartItemView; formatPrice: (n: number) => string; actions?: ReactNode }) => {
  const { item } = props
  return (
    // Issue 16 point 6: at 200 % text the words go below the photo rather than pushing the page sideways.
    <li className="flex flex-wrap gap-3 py-3" data-testid="cart-item">
      <CartItemPhoto photo={item.photo} />
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold">{item.label}</p>
          <p className="text-right font-semibold" data-testid="item-price">
            {item.listPrice !== null && (
              <s className="mr-1 text-sm font-normal text-stone-500">{props.formatPrice(item.listPrice)}</s>
            )}
            {props.formatPrice(item.price)}
          </p>
        </div>
        {!item.quantity.shown && item.quantity.value > 1 && (
          <p className="text-sm text-stone-600">
            <FormattedMessage id="cart.quantity" values={{ quantity: item.quantity.value }} />
          </p>
        )}
        {[...item.options, ...item.contents].map((line) => (
          <p key={line} className="text-sm text-stone-600">
            {line}
          </p>
        ))}
        {item.orderLimit !== null && (
          <p className="text-xs text-stone-500">
            <FormattedMessage id="cart.order_limit" values={{ limit: item.orderLimit }} />
          </p>
        )}
        {props.actions && <div className="mt-1 flex flex-wrap items-end justify-between gap-3">{props.actions}</div>}
      </div>
    </li>
  )
}

/** C §2 totals block with the coupon form (C §5). */
const Totals = (props: {
  view: CartView
  formatPrice: (n: number) => string
  sendCoupon: ReturnType<typeof useCart>['sendCoupon']
}) => {
  const adminMode = useAdminMode()
  const { view, formatPrice, sendCoupon } = props
  const intl = useIntl()
  const totals = view.totals
  if (!totals) return null
  const { coupon } = view
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="totals">
      <TotalsList totals={totals} formatPrice={formatPrice} testIdPrefix="total" />
      {totals.refund !== null && (
        <p role="status" className="mt-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-900">
          <FormattedMessage id="cart.refund" values={{ amount: formatPrice(totals.refund) }} />
        </p>
      )}
      {coupon.shown && (
        <div className="mt-3 border-t border-stone-100 pt-3" data-testid="coupon">
          {coupon.applied ? (
            <p className="flex items-center justify-between gap-2 text-sm">
              <span>
                <FormattedMessage id="coupon_discount.applied" values={{ code: coupon.applied }} />
              </span>
              <button
                type="button"
                className={dangerLink}
                disabled={coupon.busy}
                onClick={() => sendCoupon(coupon.events.remove)}
              >
                <FormattedMessage id="coupon_discount.remove" />
              </button>
            </p>
          ) : (
            <button
              type="button"
              className="min-h-11 text-sm font-medium text-brand underline"
              aria-expanded={coupon.open}
              onClick={() => sendCoupon(coupon.events.toggle)}
            >
              <FormattedMessage id="coupon_discount.toggle" />
            </button>
          )}
          {coupon.open && (
            <form
              className="mt-2 flex flex-wrap gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                sendCoupon(coupon.events.submit)
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') sendCoupon(coupon.events.cancel)
              }}
            >
              <label className="sr-only" htmlFor="coupon-code">
                <FormattedMessage id="coupon_discount.label" />
              </label>
              <input
                id="coupon-code"
                value={coupon.code}
                // biome-ignore lint/a11y/noAutofocus: the shopper just asked for the coupon field
                autoFocus
                onChange={(e) => sendCoupon(coupon.events.change(e.target.value))}
                placeholder={intl.formatMessage({ id: 'coupon_discount.enter_coupon_discount_here' })}
                className="min-h-11 flex-1 rounded-lg border border-stone-300 px-3"
                aria-invalid={coupon.error ? true : undefined}
                aria-describedby={coupon.error ? 'coupon-error' : undefined}
              />
              <button type="submit" className={primaryButton} disabled={coupon.busy}>
                <FormattedMessage id="coupon_discount.apply" />
              </button>
              {coupon.error && (
                <p id="coupon-error" role="alert" className="w-full text-sm text-red-800">
                  {coupon.error.message}
                </p>
              )}
            </form>
          )}
        </div>
      )}
      {adminMode && (
        <Suspense fallback={null}>
          <AdjustmentForm formatPrice={formatPrice} />
        </Suspense>
      )}
    </section>
  )
}

/**
 * The bar's note while checkout is not allowed. On a phone the reasons are below the fold, in the order summary: the
 * button brings them to the middle of the screen and moves the focus there, so a screen reader reads them next.
 */
const CheckoutBlocked = () => (
  <>
    <FormattedMessage id="cart.checkout_blocked" />{' '}
    <button
      type="button"
      className="inline-flex min-h-11 items-center font-semibold text-brand underline"
      onClick={() => {
        const reasons = document.getElementById(CHECKOUT_REASONS)
        reasons?.scrollIntoView({ block: 'center' })
        reasons?.focus({ preventScroll: true })
      }}
    >
      <FormattedMessage id="cart.checkout_blocked_show" />
    </button>
  </>
)

const CHECKOUT_REASONS = 'checkout-reasons'

/** C §4 checkout gate: why Start checkout is disabled, and the forms its rules name (filled in here or not). */
const CheckoutGate = ({ checkout }: { checkout: CartView['checkout'] }) => {
  const intl = useIntl()
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      {checkout.allowed ? (
        <Link href="/checkout/customerDetails" className={`${primaryButton} w-full`} data-testid="checkout-button">
          <FormattedMessage id="cart.start_checkout" />
        </Link>
      ) : (
        <>
          <button type="button" className={`${primaryButton} w-full`} disabled aria-describedby={CHECKOUT_REASONS}>
            <FormattedMessage id="cart.start_checkout" />
          </button>
          <ul
            id={CHECKOUT_REASONS}
            tabIndex={-1}
            aria-label={intl.formatMessage({ id: 'cart.checkout_missing' })}
            className="mt-2 list-disc pl-5 text-sm text-stone-700"
            data-testid="checkout-reasons"
          >
            {checkout.emptyOrders > 0 && (
              <li>
                <FormattedMessage id="cart.checkout_empty_order" />
              </li>
            )}
            {checkout.unmetRules.map((rule) => (
              <li key={rule.key}>{sayRule(intl, rule)}</li>
            ))}
            {checkout.linkedOrderIssue && (
              <li>
                <FormattedMessage id="cart.checkout_linked_issue" />
              </li>
            )}
          </ul>
        </>
      )}
      {checkout.forms.map((form) => (
        <div key={form.id} className="mt-3">
          <CustomFormBanner form={form} />
        </div>
      ))}
    </section>
  )
}

/** C §2 sidebar: promotions, and promotional products while there is at most one order. */
const Promotions = ({ view, formatPrice }: { view: CartView; formatPrice: (n: number) => string }) => {
  if (view.promotions.length === 0 && view.promotionalProducts.length === 0) return null
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-sm" data-testid="promotions">
      <h3 className="font-semibold">
        <FormattedMessage id="cart.promotions" />
      </h3>
      <ul className="mt-2 grid gap-2">
        {view.promotions.map((p) => (
          <li key={p.label}>
            {p.badge && (
              <span className="mr-1 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">{p.badge}</span>
            )}
            <span className="font-medium">{p.label}</span>
            {p.description && <span className="block text-stone-600">{p.description}</span>}
          </li>
        ))}
        {view.promotionalProducts.map((p) => (
          <li key={p.id}>
            <span className="font-medium">{p.information.label}</span>{' '}
            <span className="text-stone-600">{formatPrice(p.parameters.promotion?.cost ?? p.retailAmount)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

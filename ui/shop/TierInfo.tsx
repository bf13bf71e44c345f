import { memo, useState } from 'react'
import { useIntl } from '../../adapters/react/intl'
import { useTierInfoView } from '../../adapters/react/productCard'
import type { PromotedProduct } from '../../core/itemPrice'
import type { ViewText } from '../../machines/viewText'
import { Modal } from '../components/Modal'

/**
 * B §2 cost-tier info modal: an info button beside a tiered product's price, opening the list of its quantity prices
 * with the row of `quantity` marked (machines/tierInfoView). Nothing shows for a product without tiers. Whether it
 * is open is this button's own disclosure: it changes nothing else. Memoised: its card renders again with every
 * photo and order change, and its product rarely changes with them (issue 17 point 3).
 */
export const TierInfo = memo(function TierInfo(props: {
  product: PromotedProduct
  quantity: number
  formatPrice: (n: number) => string
}) {
  const { product, quantity, formatPrice } = props
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const view = useTierInfoView(product, quantity, formatPrice)
  if (!view) return null
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
        aria-haspopup="dialog"
        data-testid="tier-info"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
        </svg>
        {say(view.title)}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={say(view.title)} size="sm">
        <p className="text-stone-700">{say(view.intro)}</p>
        <ul className="mt-3 grid gap-1" data-testid="tier-rows">
          {view.rows.map((row) => (
            <li
              key={row.key}
              aria-current={row.current ? 'true' : undefined}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 ${
                row.current ? 'bg-brand-soft font-semibold ring-2 ring-brand' : 'bg-stone-50'
              }`}
            >
              <span>{say(row.text)}</span>
              {row.current && (
                <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
                  {intl.formatMessage({ id: 'product.tiers_current' })}
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-stone-700" data-testid="tier-total">
          {say(view.total)}
        </p>
      </Modal>
    </>
  )
})

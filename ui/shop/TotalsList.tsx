import type { ReactNode } from 'react'
import { FormattedMessage } from '../../adapters/react/intl'
import type { CartView } from '../../machines/cartView'

type Totals = NonNullable<CartView['totals']>

/**
 * C §2 order totals: sub total, savings, coupon, the studio's adjustment with its reason (issue 15), service fee
 * (when charged), tax (with its rate when the orders share one), shipping and the total, as the cart's view-model
 * gives them. Test ids are `<testIdPrefix>-subtotal` etc.
 */
export const TotalsList = (props: {
  totals: Totals
  formatPrice: (n: number) => string
  testIdPrefix: string
  className?: string
}) => {
  const { totals, formatPrice, testIdPrefix } = props
  const row = (label: ReactNode, amount: string, name: string, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-stone-200 pt-2 text-lg font-bold' : ''}`}
      data-testid={`${testIdPrefix}-${name}`}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{amount}</dd>
    </div>
  )
  return (
    <dl className={`grid gap-1 text-sm ${props.className ?? ''}`}>
      {row(<FormattedMessage id="cart.sub_total" />, formatPrice(totals.subTotal), 'subtotal')}
      {totals.savings > 0 && row(<FormattedMessage id="cart.savings" />, `−${formatPrice(totals.savings)}`, 'savings')}
      {totals.couponDiscount > 0 &&
        row(
          <FormattedMessage id="cart.coupon_discount" values={{ code: totals.coupon ?? '' }} />,
          `−${formatPrice(totals.couponDiscount)}`,
          'coupon',
        )}
      {totals.adjustment &&
        row(
          <FormattedMessage id="cart.adjustment" values={{ reason: totals.adjustment.reason }} />,
          totals.adjustment.amount < 0
            ? `−${formatPrice(-totals.adjustment.amount)}`
            : formatPrice(totals.adjustment.amount),
          'adjustment',
        )}
      {totals.serviceFee &&
        row(
          totals.serviceFee.label ?? <FormattedMessage id="cart.service_fee" />,
          formatPrice(totals.serviceFee.amount),
          'fee',
        )}
      {row(
        totals.tax.rate !== null ? (
          <FormattedMessage id="cart.tax_rate" values={{ rate: totals.tax.rate }} />
        ) : (
          <FormattedMessage id="cart.tax" />
        ),
        formatPrice(totals.tax.amount),
        'tax',
      )}
      {row(<FormattedMessage id="cart.shipping" />, formatPrice(totals.shipping), 'shipping')}
      {row(<FormattedMessage id="cart.total" />, formatPrice(totals.total), 'total', true)}
    </dl>
  )
}

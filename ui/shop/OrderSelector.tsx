import { useIntl } from '../../adapters/react/intl'
import { useOrderSelector } from '../../adapters/react/subjectSearch'

/**
 * B §2 order selector in the bottom bar (machines/orderSelectorView.ts): which child's order the shop is on; choosing
 * another switches to it (C §2). Shown only with multi-child ordering and more than one order (B §5).
 */
export const OrderSelector = () => {
  const intl = useIntl()
  const [view, send] = useOrderSelector()
  if (!view.shown) return null
  return (
    <label className="flex min-w-0 flex-col text-xs leading-tight text-stone-600" data-testid="order-selector">
      <span className="mb-0.5">{intl.formatMessage({ id: 'order_selector.label' })}</span>
      <select
        value={view.currentOrderId ?? ''}
        onChange={(e) => {
          const option = view.options.find((o) => o.orderId === e.target.value)
          if (option && !option.current) send(option.choose)
        }}
        className="min-h-11 w-full max-w-52 truncate rounded-lg border border-stone-300 bg-white px-2 text-base font-semibold text-stone-900 sm:max-w-64"
      >
        {view.options.map((o) => {
          const name = intl.formatMessage({ id: o.label.id }, o.label.values)
          return (
            <option key={o.orderId} value={o.orderId}>
              {o.session ? intl.formatMessage({ id: 'order_selector.in_session' }, { name, session: o.session }) : name}
            </option>
          )
        })}
      </select>
    </label>
  )
}

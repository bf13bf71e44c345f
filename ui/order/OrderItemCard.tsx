import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { SizeRule } from '../../core/srcset'
import type { OrderViewEvent } from '../../machines/orderView'
import type { OrderItemView } from '../../machines/orderViewView'
import { primaryButton, secondaryButton } from '../components/Modal'
import { CartItemPhoto } from '../shop/CartItemPhoto'
import { ButtonSpinner } from './ReceiptButton'

/** The item's photos: 2 columns (3 from 640 px) in a card of the 48rem order page. */
const ORDER_PHOTO_SIZES: readonly SizeRule[] = [
  [0, 'calc(50vw - 34px)'],
  [640, 'calc(33.3vw - 30px)'],
  [768, '227px'],
]

/**
 * One item of the order page (C §2 order view): the photos on its nodes first, large, as the parent chose them; then
 * what it is, its options and price; then its downloads and, while the order takes changes, the change actions.
 */
export const OrderItemCard = (props: {
  item: OrderItemView
  busy: boolean
  formatPrice: (amount: number) => string
  send: (event: OrderViewEvent) => void
}) => {
  const { item, busy, send } = props
  const intl = useIntl()
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4" data-testid="order-item">
      {item.photos.length > 0 && (
        <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {item.photos.map((photo) => (
            <li key={photo.key} className="flex flex-col gap-1">
              <CartItemPhoto photo={photo.photo} size="aspect-[4/5] w-full" sizes={ORDER_PHOTO_SIZES} />
              {item.photos.length > 1 && <p className="text-xs text-stone-600">{photo.nodeLabel}</p>}
              {photo.options.map((line) => (
                <p key={line} className="text-xs text-stone-600">
                  {line}
                </p>
              ))}
              {photo.imageOptions && (
                <button
                  type="button"
                  className="min-h-11 text-left text-sm font-medium text-brand underline disabled:opacity-50"
                  disabled={busy}
                  onClick={() => photo.imageOptions && send(photo.imageOptions)}
                  data-testid="image-options-change"
                >
                  <FormattedMessage id="order_view.image_options" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{item.label}</p>
        <p className="font-semibold">{props.formatPrice(item.price)}</p>
      </div>
      {item.quantity > 1 && (
        <p className="text-sm text-stone-600">
          <FormattedMessage id="cart.quantity" values={{ quantity: item.quantity }} />
        </p>
      )}
      {[...item.options, ...item.contents].map((line) => (
        <p key={line} className="text-sm text-stone-600">
          {line}
        </p>
      ))}
      {(item.downloads.length > 0 || item.change) && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {item.downloads.map((download) => (
            <div key={download.itemId} className="flex flex-col gap-1">
              <button
                type="button"
                className={`${primaryButton} w-full gap-2 sm:w-auto`}
                disabled={busy}
                aria-busy={download.busy}
                aria-label={
                  item.downloads.length > 1
                    ? intl.formatMessage({ id: 'order_view.download_named' }, { label: download.label })
                    : undefined
                }
                onClick={() => send(download.event)}
                data-testid="item-download"
              >
                {download.busy ? <ButtonSpinner /> : <DownloadIcon />}
                {item.downloads.length > 1 ? download.label : <FormattedMessage id="order_view.download" />}
              </button>
              {download.accepted && (
                <p className="text-xs text-stone-600">
                  <FormattedMessage id="order_view.licence_accepted" />
                </p>
              )}
            </div>
          ))}
          {item.change && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => item.change && send(item.change)}
              data-testid="item-change"
            >
              <FormattedMessage id="order_view.change_item" />
            </button>
          )}
        </div>
      )}
    </li>
  )
}

export const DownloadIcon = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

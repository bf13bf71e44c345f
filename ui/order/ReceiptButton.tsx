import { FormattedMessage } from '../../adapters/react/intl'
import { secondaryButton } from '../components/Modal'

/** C §2 "download receipt" (order complete and order pages): the PDF saves as {orderReference}_receipt.pdf. */
export const ReceiptButton = (props: { busy: boolean; disabled?: boolean; onClick: () => void }) => (
  <button
    type="button"
    className={`${secondaryButton} gap-2`}
    disabled={props.busy || props.disabled}
    aria-busy={props.busy}
    onClick={props.onClick}
    data-testid="receipt-download"
  >
    {props.busy ? <ButtonSpinner /> : <DocumentIcon />}
    <FormattedMessage id="order_view.download_receipt" />
  </button>
)

/** A spinner inside a button that runs (its label stays). */
export const ButtonSpinner = () => (
  <svg className="size-5 animate-spin" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
    <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
  </svg>
)

const DocumentIcon = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </svg>
)

/** A plain "try again" line under an action that failed (C §8: no server text). */
export const RetryNote = ({
  id,
}: {
  id: 'order_view.receipt_failed' | 'order_view.download_failed' | 'order_view.not_paid'
}) => (
  <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="order-notice">
    <FormattedMessage id={id} />
  </p>
)

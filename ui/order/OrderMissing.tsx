import { Link } from 'wouter'
import { FormattedMessage } from '../../adapters/react/intl'
import { primaryButton, secondaryButton } from '../components/Modal'
import { AlertIcon } from '../components/StatusPage'

/**
 * An order that could not be shown (the order-complete and order pages): why, a retry when the load failed rather
 * than finding nothing, and the way home.
 */
export const OrderMissing = (props: {
  testId: string
  message: string
  onRetry: (() => void) | null
  home: string
  homeLabel: string
}) => (
  <div
    className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 text-center shadow-sm sm:p-5"
    role="alert"
    data-testid={props.testId}
  >
    <span className="rounded-full bg-red-50 p-3 text-danger">
      <AlertIcon />
    </span>
    <p className="text-lg font-medium">
      <FormattedMessage id={props.message} />
    </p>
    <div className="flex flex-wrap justify-center gap-3">
      {props.onRetry && (
        <button type="button" className={secondaryButton} onClick={props.onRetry}>
          <FormattedMessage id="checkout.retry" />
        </button>
      )}
      <Link href={props.home} className={primaryButton}>
        <FormattedMessage id={props.homeLabel} />
      </Link>
    </div>
  </div>
)

import { FormattedMessage } from '../../adapters/react/intl'
import { secondaryButton } from './Modal'

/** A photo list that failed to load: says so and offers to try again (B §8 failure states; nothing is lost). */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <div role="alert" className="rounded-xl border border-danger bg-red-50 p-4 text-red-900">
    <p>
      <FormattedMessage id="gallery.load_failed" />
    </p>
    <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
      <FormattedMessage id="gallery.retry" />
    </button>
  </div>
)

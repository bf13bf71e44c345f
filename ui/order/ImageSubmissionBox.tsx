import { FormattedMessage } from '../../adapters/react/intl'
import { primaryButton } from '../components/Modal'

/**
 * C §2 image-submission start box (state 10): the stage's upload page, with the submission's reference. On the order
 * complete page and the order page; a module of its own so the order page does not load the payment code with it
 * (issue 17 point 2).
 */
export const ImageSubmissionBox = ({ href }: { href: string }) => (
  <section className="rounded-xl border border-brand bg-brand-soft p-4 shadow-sm sm:p-5" data-testid="image-submission">
    <h3 className="font-semibold">
      <FormattedMessage id="order_complete.image_submission_title" />
    </h3>
    <p className="mt-1 text-sm text-stone-700">
      <FormattedMessage id="order_complete.image_submission_text" />
    </p>
    <a href={href} className={`${primaryButton} mt-3`} rel="noopener" target="_blank">
      <FormattedMessage id="order_complete.image_submission_link" />
    </a>
  </section>
)

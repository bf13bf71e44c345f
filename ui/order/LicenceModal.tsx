import { FormattedMessage } from '../../adapters/react/intl'
import type { OrderViewEvent } from '../../machines/orderView'
import type { OrderPageView } from '../../machines/orderViewView'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { ButtonSpinner } from './ReceiptButton'

type Licence = Extract<OrderPageView, { status: 'ready' }>['licence']

/**
 * C §2 licence modal: the store's licence text with accept and cancel; accepting disables both buttons and blocks
 * dismissal while the download runs (C §4 confirmation modal).
 */
export const LicenceModal = ({ licence, send }: { licence: Licence; send: (event: OrderViewEvent) => void }) => {
  const { dismiss } = licence
  return (
    <Modal
      open={licence.open}
      onClose={dismiss ? () => send(dismiss) : null}
      title={<FormattedMessage id="order_view.licence_title" />}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={secondaryButton}
            disabled={licence.busy}
            onClick={() => send(licence.cancel)}
            data-testid="licence-cancel"
          >
            <FormattedMessage id="order_view.licence_cancel" />
          </button>
          <button
            type="button"
            className={`${primaryButton} gap-2`}
            disabled={licence.busy}
            aria-busy={licence.busy}
            onClick={() => send(licence.accept)}
            data-testid="licence-accept"
          >
            {licence.busy && <ButtonSpinner />}
            <FormattedMessage id="order_view.licence_accept" />
          </button>
        </div>
      }
    >
      <div data-testid="licence-modal">
        <p className="text-sm text-stone-600">
          <FormattedMessage id="order_view.licence_intro" />
        </p>
        <p className="mt-3 rounded-lg bg-stone-50 p-3 text-stone-800 whitespace-pre-line">{licence.text}</p>
      </div>
    </Modal>
  )
}

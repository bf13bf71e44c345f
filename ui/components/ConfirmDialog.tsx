import type { ActorRefFrom } from 'xstate'
import { useConfirm } from '../../adapters/react/confirm'
import { FormattedMessage } from '../../adapters/react/intl'
import type { confirmMachine } from '../../machines/confirm'
import type { MessageId } from '../messages/en'
import { Modal, primaryButton, secondaryButton } from './Modal'

/**
 * B §2 confirmation modal (machines/confirmView.ts): title, body, accept and cancel (Yes and No); both disabled while
 * accepting, when it cannot be dismissed either.
 */
export const ConfirmDialog = ({ actor, body }: { actor: ActorRefFrom<typeof confirmMachine>; body: MessageId }) => {
  const { view, send } = useConfirm(actor)
  const { dismiss } = view
  return (
    <Modal
      open={view.open}
      onClose={dismiss ? () => send(dismiss) : null}
      title={<FormattedMessage id={view.title} />}
      footer={
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButton} disabled={view.busy} onClick={() => send(view.cancel)}>
            <FormattedMessage id="confirm.no" />
          </button>
          <button type="button" className={primaryButton} disabled={view.busy} onClick={() => send(view.accept)}>
            <FormattedMessage id="confirm.yes" />
          </button>
        </div>
      }
    >
      <p className="text-stone-700">
        <FormattedMessage id={body} values={view.bodyValues} />
      </p>
    </Modal>
  )
}

import { useSelector } from '@xstate/react'
import { FormattedMessage } from 'react-intl'
import type { ActorRefFrom } from 'xstate'
import type { confirmMachine } from '../../machines/confirm'
import type { MessageId } from '../messages/en'
import { Modal, primaryButton, secondaryButton } from './Modal'

/** B §2 confirmation modal: title, body, accept and cancel (Yes and No); both disabled while accepting. */
export const ConfirmDialog = ({ actor, body }: { actor: ActorRefFrom<typeof confirmMachine>; body: MessageId }) => {
  const state = useSelector(actor, (s) => s)
  const busy = state.matches('accepting')
  return (
    <Modal
      open={!state.matches('closed')}
      onClose={busy ? null : () => actor.send({ type: 'confirm.cancel' })}
      title={<FormattedMessage id={state.context.title as MessageId} />}
      footer={
        <div className="flex justify-end gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => actor.send({ type: 'confirm.cancel' })}
          >
            <FormattedMessage id="confirm.no" />
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => actor.send({ type: 'confirm.accept' })}
          >
            <FormattedMessage id="confirm.yes" />
          </button>
        </div>
      }
    >
      <p className="text-stone-700">
        <FormattedMessage id={body} values={{ items: state.context.body }} />
      </p>
    </Modal>
  )
}

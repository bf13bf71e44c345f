import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useWelcome } from '../../adapters/react/photos'
import { Modal, primaryButton } from '../components/Modal'
import { deadlineText } from '../format'

/**
 * B §2 welcome modal (machines/welcomeView.ts): the stage's heading and text with the placeholders of B §4 (subject,
 * session, client, stage close date and time) filled in; open by default, closed on hide.
 */
export const WelcomeModal = () => {
  const intl = useIntl()
  const { view, send } = useWelcome()
  if (!view) return null
  const { title, text } = view.content(
    deadlineText(intl, view.completesAt),
    intl.formatMessage({ id: view.subjectFallback }),
  )
  const hide = () => send(view.hide)
  return (
    <Modal
      open={view.open}
      onClose={hide}
      title={title}
      size={view.size}
      footer={
        <div className="flex justify-end">
          <button type="button" className={primaryButton} onClick={hide}>
            <FormattedMessage id="welcome.close" />
          </button>
        </div>
      }
    >
      <p className="whitespace-pre-line text-stone-700" data-testid="welcome-text">
        {text}
      </p>
    </Modal>
  )
}

import { FormattedMessage, useIntl } from 'react-intl'
import { usePhotoShop, useWelcome } from '../../adapters/react/photos'
import { fillPlaceholders } from '../../core/text'
import { Modal, primaryButton } from '../components/Modal'

const SIZES = { small: 'sm', medium: 'md', large: 'lg' } as const

/**
 * B §2 welcome modal: the stage's heading and text with the placeholders of B §4 (subject, session, client, stage
 * close date and time) filled in; open by default, closed on hide.
 */
export const WelcomeModal = () => {
  const intl = useIntl()
  const { open, hide } = useWelcome()
  const { clientSession, subject } = usePhotoShop()
  const stage = clientSession?.stage
  if (!stage) return null
  const at = stage.completesAt ? new Date(stage.completesAt) : null
  const fill = (template: string | null) =>
    fillPlaceholders(template ?? '', {
      subjectName: subject?.name,
      firstName: subject?.firstName,
      lastName: subject?.lastName,
      sessionName: clientSession.label,
      clientName: clientSession.client.label,
      date: at && intl.formatDate(at, { dateStyle: 'long' }),
      time: at && intl.formatTime(at, { timeStyle: 'short' }),
      dateTime: at && intl.formatDate(at, { dateStyle: 'full', timeStyle: 'short' }),
    })
  return (
    <Modal
      open={open}
      onClose={hide}
      title={fill(stage.welcomeHeading)}
      size={SIZES[stage.welcomeSize]}
      footer={
        <div className="flex justify-end">
          <button type="button" className={primaryButton} onClick={hide}>
            <FormattedMessage id="welcome.close" />
          </button>
        </div>
      }
    >
      <p className="whitespace-pre-line text-stone-700" data-testid="welcome-text">
        {fill(stage.welcomeText)}
      </p>
    </Modal>
  )
}

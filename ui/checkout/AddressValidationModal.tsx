import { FormattedMessage } from '../../adapters/react/intl'
import type { AddressValidationView } from '../../machines/addressValidationView'
import type { CheckoutEvent } from '../../machines/checkout'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'

/**
 * C §2 address validation modal, C §4: the address as entered beside the suggestions (stacked on a phone), each
 * suggestion's changed lines marked; choosing one, or confirming the entered address when there is none (C §8).
 */
export const AddressValidationModal = (props: {
  modal: AddressValidationView | null
  send: (event: CheckoutEvent) => void
}) => {
  const { modal, send } = props
  if (!modal) return null
  const cancel = () => send(modal.events.cancel)
  return (
    <Modal
      open
      onClose={cancel}
      size="lg"
      title={<FormattedMessage id={modal.titleId} />}
      footer={
        <button type="button" className={secondaryButton} onClick={cancel}>
          <FormattedMessage id="address_validation.cancel" />
        </button>
      }
    >
      <p className="mb-4" role={modal.status === 'failed' ? 'alert' : undefined}>
        <FormattedMessage id={modal.messageId} />
      </p>
      {modal.status === 'loading' ? (
        <Spinner />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="address-choices">
          <li
            className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
            data-testid="entered-address"
          >
            <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">
              <FormattedMessage id="address_validation.entered" />
            </h3>
            <address id="address-entered" className="flex-1 not-italic">
              {modal.entered.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <button
              type="button"
              className={modal.suggestions.length === 0 ? primaryButton : secondaryButton}
              onClick={() => send(modal.events.confirmEntered)}
              aria-describedby="address-entered"
            >
              <FormattedMessage id="address_validation.use_entered" />
            </button>
          </li>
          {modal.suggestions.map((suggestion, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are a fixed answer, in the provider's order
              key={index}
              className="flex flex-col gap-3 rounded-xl border-2 border-brand bg-white p-4"
              data-testid="suggested-address"
            >
              <h3 className="text-sm font-semibold uppercase tracking-wide text-brand">
                <FormattedMessage id="address_validation.suggested" />
              </h3>
              <address id={`address-suggestion-${index}`} className="flex-1 not-italic">
                {suggestion.lines.map((line) => (
                  <span key={line.text} className="block">
                    {line.changed ? (
                      <mark className="rounded bg-amber-100 px-0.5 font-semibold text-stone-900">
                        {line.text}
                        <span className="sr-only">
                          {' '}
                          (<FormattedMessage id="address_validation.changed" />)
                        </span>
                      </mark>
                    ) : (
                      line.text
                    )}
                  </span>
                ))}
              </address>
              <button
                type="button"
                className={primaryButton}
                onClick={() => send(suggestion.event)}
                aria-describedby={`address-suggestion-${index}`}
              >
                <FormattedMessage id="address_validation.use_this" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}

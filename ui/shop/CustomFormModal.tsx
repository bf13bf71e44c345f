import { useId } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useCustomFormView } from '../../adapters/react/customForm'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CustomForm } from '../../core/schemas/productSet'
import type { CustomFormEvent, customFormMachine } from '../../machines/customForm'
import { Modal, primaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'
import { CustomFormFields } from './CustomFormFields'

type Props = {
  form: CustomForm
  snapshot: SnapshotFrom<typeof customFormMachine>
  send: (event: CustomFormEvent) => void
  /** Open, and not held back by the welcome modal (B §2). */
  shown: boolean
}

/**
 * B §2 custom form modal: title, description, fields, and the submit or save button (the form's save text for a new
 * form, its update text for existing data). The close control shows only when closing is allowed or the form is being
 * edited (B §4); nothing typed is lost when a save fails. What it shows and sends is the custom form view
 * (machines/customFormView).
 */
export const CustomFormModal = ({ form, snapshot, send, shown }: Props) => {
  const intl = useIntl()
  const id = useId()
  const view = useCustomFormView(snapshot, form, shown)
  const { close, submit } = view
  return (
    <Modal
      open={view.open}
      onClose={close ? () => send(close) : null}
      title={view.title}
      footer={
        <div className="flex items-center justify-end gap-3">
          {view.saving && <Spinner />}
          <button type="submit" form={id} className={primaryButton} disabled={submit.disabled}>
            {'text' in submit.label ? submit.label.text : intl.formatMessage({ id: submit.label.id })}
          </button>
        </div>
      }
    >
      <form
        id={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send(submit.event)
        }}
      >
        {view.description && <p className="mb-4 text-stone-600">{view.description}</p>}
        <CustomFormFields
          fields={view.fields}
          onChange={(fieldId, value) => send(view.change(fieldId, value))}
          idPrefix={id}
        />
        {view.error && (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {view.error}
          </p>
        )}
        {view.checkFields && (
          <p className="mt-4 text-sm font-medium text-danger">
            <FormattedMessage id="customForm.check_fields" />
          </p>
        )}
      </form>
    </Modal>
  )
}

import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SnapshotFrom } from 'xstate'
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
 * edited (B §4); nothing typed is lost when a save fails.
 */
export const CustomFormModal = ({ form, snapshot, send, shown }: Props) => {
  const intl = useIntl()
  const id = useId()
  const { context } = snapshot
  const saving = snapshot.matches('saving')
  const closable = (context.allowClose || context.editing) && !saving
  const buttonText = context.editing ? form.updateButtonText : form.saveButtonText
  return (
    <Modal
      open={shown}
      onClose={closable ? () => send({ type: 'form.close' }) : null}
      title={form.title}
      footer={
        <div className="flex items-center justify-end gap-3">
          {saving && <Spinner />}
          <button type="submit" form={id} className={primaryButton} disabled={saving}>
            {buttonText ?? intl.formatMessage({ id: 'customForm.save' })}
          </button>
        </div>
      }
    >
      <form
        id={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'form.submit' })
        }}
      >
        {form.description && <p className="mb-4 text-stone-600">{form.description}</p>}
        <CustomFormFields
          form={form}
          values={context.values}
          errors={context.errors}
          onChange={(fieldId, value) => send({ type: 'form.field', fieldId, value })}
          idPrefix={id}
        />
        {context.error && Object.keys(context.errors).length === 0 && (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {context.error}
          </p>
        )}
        {Object.keys(context.errors).length > 0 && (
          <p className="mt-4 text-sm font-medium text-danger">
            <FormattedMessage id="customForm.check_fields" />
          </p>
        )}
      </form>
    </Modal>
  )
}

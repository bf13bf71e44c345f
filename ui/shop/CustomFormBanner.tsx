import { FormattedMessage, useIntl } from 'react-intl'
import { useOrderForm } from '../../adapters/react/configure'
import { useWelcomeOpen } from '../../adapters/react/photos'
import type { CustomForm } from '../../core/schemas/productSet'
import { secondaryButton } from '../components/Modal'
import { CustomFormModal } from './CustomFormModal'

/**
 * B §4 custom form: the product set's first form is the order's own (the re-order shop's "Student details"). The
 * catalog shows it with an Enter or Edit button depending on whether the order holds it yet; saving makes the order
 * when there is none. The welcome modal keeps it from showing while open (B §2).
 */
export const CustomFormBanner = ({ form }: { form: CustomForm }) => {
  const intl = useIntl()
  const [snapshot, send, shown] = useOrderForm(form, useWelcomeOpen())
  const { editing } = snapshot.context
  const action = intl.formatMessage({ id: editing ? 'options.edit_form' : 'options.enter_form' })
  return (
    <section
      aria-label={form.title}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
      data-testid="custom-form-banner"
    >
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">
          {form.title}
          <span
            className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
              editing ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            <FormattedMessage id={editing ? 'customForm.filled' : 'customForm.missing'} />
          </span>
        </h2>
        {form.description && <p className="text-sm text-stone-600">{form.description}</p>}
      </div>
      <button
        type="button"
        className={secondaryButton}
        aria-label={`${action} ${form.title.toLowerCase()}`}
        onClick={() => send({ type: 'form.open' })}
      >
        {action}
      </button>
      <CustomFormModal form={form} snapshot={snapshot} send={send} shown={shown} />
    </section>
  )
}

import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CheckoutEvent } from '../../machines/checkout'
import type { AddressFieldView, AddressFormView, AddressLookupView } from '../../machines/checkoutView'
import { SelectField, TextField } from './Fields'

type Send = (event: CheckoutEvent) => void

// City, region and postcode share a line from a tablet up (two or three columns, as the country has them); on a
// phone region and postcode share one when the country has both.
const SHARED_LINE = new Set(['city', 'state', 'zipCode'])
const tabletSpan = (count: number) => (count === 3 ? 'sm:col-span-2' : count === 2 ? 'sm:col-span-3' : 'sm:col-span-6')

const fieldOf = (field: AddressFieldView) => (field.kind === 'link' ? 'address2' : (field.name.split('.')[1] ?? ''))

/**
 * C §5 address form: country first, then the fields that country has, with its own labels (state, province, county;
 * ZIP, postal code, Eircode; city, town, suburb), address line 2 behind a link, and the lookup's matches under the
 * field it listens to (the US ZIP code).
 */
export const AddressFields = ({ form, send }: { form: AddressFormView; send: Send }) => {
  const names = form.fields.map(fieldOf)
  const shared = names.filter((name) => SHARED_LINE.has(name)).length
  const regionAndPostcode = names.includes('state') && names.includes('zipCode')
  const place = (name: string) =>
    !SHARED_LINE.has(name)
      ? 'col-span-2 sm:col-span-6'
      : `${name !== 'city' && regionAndPostcode ? 'col-span-1' : 'col-span-2'} ${tabletSpan(shared)}`
  return (
    <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-6" data-testid={`${form.role}-address`}>
      <legend className="mb-3 text-lg font-semibold">
        <FormattedMessage id={form.legendId} />
      </legend>
      {form.fields.map((field) => {
        const className = place(fieldOf(field))
        if (field.kind === 'link')
          return (
            <div key={field.id} className={`${className} -mt-2`}>
              <button
                type="button"
                id={field.id}
                className="inline-flex min-h-11 items-center gap-1 font-medium text-brand hover:underline"
                onClick={() => {
                  send(field.event)
                  // The button gives way to the field it opens: the keyboard goes on there.
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLInputElement>(`[name="${form.role}.address2"]`)?.focus(),
                  )
                }}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M12 5v14M5 12h14" />
                </svg>
                <FormattedMessage id={field.labelId} />
              </button>
            </div>
          )
        if (field.kind === 'select')
          return <SelectField key={field.id} field={field} send={send} className={className} />
        const lookup = form.lookup?.fieldId === field.id ? form.lookup : null
        return (
          <TextField
            key={field.id}
            field={field}
            send={send}
            className={className}
            controls={lookup?.listId}
            after={lookup && <LookupMatches lookup={lookup} send={send} />}
          />
        )
      })}
    </fieldset>
  )
}

/** C §5 address lookup: the places that match what was typed; a tap fills city, region and code. */
const LookupMatches = ({ lookup, send }: { lookup: AddressLookupView; send: Send }) => {
  const intl = useIntl()
  if (lookup.entries.length === 0) return <div id={lookup.listId} hidden />
  return (
    <ul
      id={lookup.listId}
      aria-label={intl.formatMessage({ id: 'address.lookup' })}
      className="mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white shadow-md"
      data-testid="address-lookup"
    >
      {lookup.entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            id={entry.id}
            className="flex min-h-11 w-full items-center px-3 text-left hover:bg-brand-soft focus-visible:bg-brand-soft"
            onClick={() => send(entry.event)}
          >
            {entry.label}
          </button>
        </li>
      ))}
    </ul>
  )
}

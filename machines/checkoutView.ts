// What the customer-details step shows (C §2 checkout, C §5 address forms, C §8 errors beside their fields), from the
// checkout snapshot and its children (the address lookups, the validation modal): fields in display order with their
// labels as message ids, values, errors, autocomplete tokens and input modes, the shipping methods with their prices
// and promotion notes, and the events each control sends. The view renders it and evaluates no rule.
// Until the address data is in (machines/checkout.ts loads it after the first render) the country select offers the
// address's own country and the state select its own state, so the form shows at once and nothing typed is lost.
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import {
  ADDRESS_FORM_FIELDS,
  ADDRESS_MAX_LENGTH,
  type Address,
  type AddressData,
  type EditableField,
  postcodeRule,
  regionsOf,
} from '../core/address'
import { addressLabels } from '../core/addressFormat'
import { cartTotal } from '../core/cart'
import { type AddressRole, RECIPIENT_EMAIL_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH } from '../core/customer'
import { MAX_TEXT_LENGTH } from '../core/inputLimits'
import { keptFor } from '../core/kept'
import type { Money } from '../core/money'
import type { ShippingMethodOffer, TotalsWithMethod } from '../core/schemas/checkout'
import type { addressLookupMachine } from './addressLookup'
import {
  type AddressValidationSnapshot,
  type AddressValidationView,
  addressValidationView,
} from './addressValidationView'
import { type CheckoutEvent, type CheckoutFieldPath, type checkoutMachine, chosenMethod, lookupId } from './checkout'
import { message, type ViewText } from './viewText'

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
export type AddressLookupSnapshot = SnapshotFrom<typeof addressLookupMachine>

/** An `<input>`: label, value, error and the attributes that let a phone fill it in one tap. */
export type TextFieldView = {
  kind: 'text'
  /** The element id (labels, aria-describedby `<id>-error`, focus). */
  id: string
  /** The form name: the field's path (`recipientEmail`, `shipping.city`). */
  name: CheckoutFieldPath
  labelId: string
  value: string
  required: boolean
  /** Message id shown beside the field (C §8), or null. */
  error: string | null
  autoComplete: string
  type: 'text' | 'email' | 'tel'
  inputMode: 'text' | 'email' | 'tel' | 'numeric'
  autoCapitalize: 'words' | 'characters' | 'none' | 'sentences'
  maxLength: number
  change: (value: string) => CheckoutEvent
}

export type SelectOption = { value: string; label: string }

/** A `<select>` (country, state): its options as values with their English names. */
export type SelectFieldView = Omit<TextFieldView, 'kind' | 'type' | 'inputMode' | 'autoCapitalize' | 'maxLength'> & {
  kind: 'select'
  options: readonly SelectOption[]
  /** The options are countries (ISO codes) the view names and orders in the shopper's language (issue 15). */
  countries: boolean
  /** The empty first option's text, or null when the field always has a value (country). */
  placeholderId: string | null
}

/** "Add apartment, suite…": the link that opens address line 2 (issue 12 point 4). */
export type LinkFieldView = { kind: 'link'; id: string; labelId: string; event: CheckoutEvent }

export type AddressFieldView = TextFieldView | SelectFieldView | LinkFieldView

/** C §5 lookup: the entries found for the field it is attached to (the US ZIP code), as a listbox under it. */
export type AddressLookupView = {
  /** The input the list belongs to (aria-controls from it to `listId`). */
  fieldId: string
  listId: string
  busy: boolean
  entries: { id: string; label: string; event: CheckoutEvent }[]
}

export type AddressFormView = {
  role: AddressRole
  legendId: 'checkout.shipping_address' | 'checkout.billing_address'
  /** In display order: country first (C §5), then the fields this country has. */
  fields: AddressFieldView[]
  lookup: AddressLookupView | null
}

export type TextAreaView = {
  id: string
  name: CheckoutFieldPath
  labelId: string
  value: string
  maxLength: number
  error: string | null
  change: (value: string) => CheckoutEvent
}

/** One radio of the shipping method list (C §2: prices and promotion notes). */
export type ShippingMethodView = {
  id: string
  inputId: string
  label: string
  description: string | null
  /** What it adds to the order. */
  price: Money
  /** What it would cost without the promotion, when that is more. */
  listPrice: Money | null
  free: boolean
  /** The shipping threshold promotion: reached ("qualifies") or what is still to add. */
  promotion: { label: string; text: ViewText } | null
  checked: boolean
  event: CheckoutEvent
}

/**
 * Issue 12, DESIGN decision 2: the order with the chosen method before it is saved. `order` is what the server offered
 * with the method (the totals saving it writes: shipping, coupon discount, tax, total), for the order summary's lines;
 * `cartTotal` is the bottom bar's total: every linked order's, this order's with the method (C §2).
 */
export type MethodTotalsView = { order: TotalsWithMethod; cartTotal: Money }

export type BreadcrumbView = { id: 'checkout.customer_information' | 'checkout.payment'; current: boolean }[]

export type CheckoutView = {
  /** loading: the step's data; failed: it could not load (retry); leaving: on the way to payment, cart or catalog. */
  status: 'loading' | 'failed' | 'editing' | 'validating' | 'saving' | 'leaving'
  breadcrumb: BreadcrumbView
  customer: { name: TextFieldView; email: TextFieldView }
  shippingMethods: {
    legendId: 'checkout.shipping_method'
    /** The element id of the group (the error's aria-describedby, focus goes to the first radio). */
    id: string
    error: string | null
    options: ShippingMethodView[]
  }
  /** The totals with the chosen method; null while none is chosen (the order's own totals stand). */
  methodTotals: MethodTotalsView | null
  /** Shown when the chosen method ships to an address. */
  shipping: AddressFormView | null
  shippingInstructions: TextAreaView | null
  /** C §2: "separate billing details", offered when shipping needs an address. */
  billingToggle: { id: string; labelId: 'checkout.separate_billing'; checked: boolean; event: CheckoutEvent } | null
  /** The billing address: the only address with a method that ships nowhere, else when ticked. */
  billing: AddressFormView | null
  photographerInstructions: TextAreaView
  /** Saving or checking the address: the continue button waits. */
  busy: boolean
  /** Why saving failed when no field is to blame (message id). */
  saveError: string | null
  /**
   * After a refused submit: the first field with an error, in display order, to focus; `round` changes with each
   * refusal so the same field is focused again.
   */
  focus: { id: string; round: number } | null
  /** C §2 address validation modal, while the address is checked. */
  modal: AddressValidationView | null
  backTo: '/view'
  events: { submit: CheckoutEvent; retry: CheckoutEvent }
}

/** C §2: customer information, then payment. */
export const checkoutBreadcrumb = (step: 'customerDetails' | 'payment'): BreadcrumbView => [
  { id: 'checkout.customer_information', current: step === 'customerDetails' },
  { id: 'checkout.payment', current: step === 'payment' },
]

const STATUS: Record<string, CheckoutView['status']> = {
  waiting: 'loading',
  readingDraft: 'loading',
  loading: 'loading',
  failed: 'failed',
  editing: 'editing',
  // A submit waiting for the address data: the continue button waits, as while saving.
  preparing: 'saving',
  validating: 'validating',
  saving: 'saving',
  // After a version conflict the methods are quoted again: the form waits a moment, as while saving.
  repricing: 'saving',
  done: 'leaving',
  left: 'leaving',
  noCart: 'leaving',
}

// One options list per country list, so the view's names in the shopper's language are worked out once (ui/format.ts).
const countryLists = new WeakMap<object, readonly SelectOption[]>()

const countryOptions = (data: AddressData | null, address: Address): readonly SelectOption[] => {
  if (!data) return [{ value: address.country, label: address.country }]
  return keptFor(countryLists, data.countries, () =>
    data.countries.map((country) => ({ value: country.code, label: country.name })),
  )
}

/** The state options: the country's regions, or while they load the address's own state (when it has one). */
const stateOptions = (data: AddressData | null, address: Address): readonly SelectOption[] =>
  data
    ? regionsOf(data, address.country).map((region) => ({ value: region.value, label: region.label }))
    : address.state === ''
      ? []
      : [{ value: address.state, label: address.stateLabel }]

const AUTOCOMPLETE: Record<EditableField, string> = {
  country: 'country',
  name: 'name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  phone: 'tel',
}

const LEGENDS = { shipping: 'checkout.shipping_address', billing: 'checkout.billing_address' } as const

const change =
  (path: CheckoutFieldPath) =>
  (value: string): CheckoutEvent => ({ type: 'field.change', path, value })

const idOf = (path: string) => `checkout-${path.replace('.', '-')}`

type Errors = Readonly<Record<string, string>>

const text = (
  path: CheckoutFieldPath,
  value: string,
  errors: Errors,
  props: Omit<TextFieldView, 'kind' | 'id' | 'name' | 'value' | 'error' | 'change'>,
): TextFieldView => ({
  kind: 'text',
  id: idOf(path),
  name: path,
  value,
  error: errors[path] ?? null,
  change: change(path),
  ...props,
})

// Postcodes of digits only (ZIP, PIN) get the number pad; the others (CA, GB, ...) letters in capitals.
const postcodeInput = (country: string): Pick<TextFieldView, 'inputMode' | 'autoCapitalize'> => {
  const { zip } = addressLabels(country)
  return zip === 'zip' || zip === 'pin'
    ? { inputMode: 'numeric', autoCapitalize: 'none' }
    : { inputMode: 'text', autoCapitalize: 'characters' }
}

const addressField = (
  data: AddressData | null,
  role: AddressRole,
  field: EditableField,
  address: Address,
  address2Shown: boolean,
  errors: Errors,
): AddressFieldView | null => {
  const path = `${role}.${field}` as const
  const labels = addressLabels(address.country)
  const autoComplete = `${role} ${AUTOCOMPLETE[field]}`
  const plain = {
    required: true,
    autoComplete,
    type: 'text',
    inputMode: 'text',
    autoCapitalize: 'words',
    maxLength: ADDRESS_MAX_LENGTH[field],
  } as const
  const select = (labelId: string, options: readonly SelectOption[], placeholderId: string | null) => ({
    kind: 'select' as const,
    id: idOf(path),
    name: path,
    labelId,
    value: address[field],
    required: true,
    error: errors[path] ?? null,
    autoComplete,
    options,
    countries: field === 'country',
    placeholderId,
    change: change(path),
  })
  switch (field) {
    case 'country':
      return select('address.country', countryOptions(data, address), null)
    case 'state': {
      // A country without regions has no state to give (C §5 "a country without regions works"); while the lists
      // load, the select stands in its place.
      const options = stateOptions(data, address)
      return data && options.length === 0 ? null : select(`address.state.${labels.state}`, options, 'address.choose')
    }
    case 'address2':
      return address2Shown || address.address2 !== ''
        ? text(path, address.address2, errors, { ...plain, labelId: 'address.address2', required: false })
        : {
            kind: 'link',
            id: `${idOf(path)}-link`,
            labelId: 'address.add_address2',
            event: { type: 'address2.show', role },
          }
    case 'zipCode': {
      const rule = postcodeRule(address.country)
      return rule === 'none'
        ? null
        : text(path, address.zipCode, errors, {
            ...plain,
            ...postcodeInput(address.country),
            labelId: `address.zip.${labels.zip}`,
            required: rule === 'required',
          })
    }
    case 'city':
      return text(path, address.city, errors, { ...plain, labelId: `address.city.${labels.city}` })
    case 'phone':
      return text(path, address.phone, errors, {
        ...plain,
        labelId: 'address.phone',
        type: 'tel',
        inputMode: 'tel',
        autoCapitalize: 'none',
      })
    case 'name':
      return text(path, address.name, errors, { ...plain, labelId: 'address.name' })
    case 'address1':
      return text(path, address.address1, errors, { ...plain, labelId: 'address.address1' })
  }
}

const lookupLabel = (entry: { streetLine: string; secondary: string; city: string; state: string; zIPCode: string }) =>
  // US-CA reads as CA, as on an envelope.
  [entry.streetLine, entry.secondary, entry.city, `${entry.state.replace(/^[A-Z]{2}-/, '')} ${entry.zIPCode}`.trim()]
    .filter((part) => part !== '')
    .join(', ')

const lookupView = (
  role: AddressRole,
  address: Address,
  lookup: AddressLookupSnapshot | undefined,
): AddressLookupView | null => {
  if (!lookup || lookup.matches('off') || address.country !== 'US') return null
  const fieldId = idOf(`${role}.zipCode`)
  return {
    fieldId,
    listId: `${fieldId}-lookup`,
    busy: lookup.matches('searching'),
    entries: lookup.matches('showing')
      ? lookup.context.entries.map((entry, index) => ({
          id: `${fieldId}-lookup-${index}`,
          label: lookupLabel(entry),
          event: { type: 'lookup.picked', role, entry },
        }))
      : [],
  }
}

const addressForm = (
  snapshot: CheckoutSnapshot,
  role: AddressRole,
  lookup: AddressLookupSnapshot | undefined,
): AddressFormView => {
  const { draft, errors } = snapshot.context
  const address = draft[role]
  return {
    role,
    legendId: LEGENDS[role],
    fields: ADDRESS_FORM_FIELDS.flatMap(
      (field) =>
        addressField(snapshot.context.addressData, role, field, address, draft.address2Shown[role], errors) ?? [],
    ),
    lookup: lookupView(role, address, lookup),
  }
}

const textArea = (path: CheckoutFieldPath, labelId: string, value: string, errors: Errors): TextAreaView => ({
  id: idOf(path),
  name: path,
  labelId,
  value,
  maxLength: MAX_TEXT_LENGTH,
  error: errors[path] ?? null,
  change: change(path),
})

const methodView = (
  method: ShippingMethodOffer,
  chosenId: string | null,
  formatMoney: (amount: Money) => string,
): ShippingMethodView => ({
  id: method.id,
  inputId: `checkout-shippingMethod-${method.id}`,
  label: method.label,
  description: method.description,
  price: method.cost,
  listPrice: method.listCost > method.cost ? method.listCost : null,
  free: method.cost === 0,
  promotion: method.promotion && {
    label: method.promotion.label,
    text: method.promotion.reached
      ? message('shipping.promotion_reached')
      : message('shipping.promotion_remaining', { amount: formatMoney(method.promotion.remaining) }),
  },
  checked: method.id === chosenId,
  event: { type: 'method.choose', id: method.id },
})

// C §5 "a shipping method is required" says what to do rather than the generic required text.
const methodError = (error: string | undefined): string | null =>
  error === 'checkout.form_error_field_required' ? 'checkout.form_error_choose_shipping' : (error ?? null)

/** The chosen method's totals, and the cart total with this order's total replaced by them. */
const methodTotals = (method: ShippingMethodOffer | null, order: CheckoutSnapshot['context']['order']) =>
  method && order ? { order: method.totals, cartTotal: cartTotal({ ...order, total: method.totals.total }) } : null

/** Snapshots of the machine actors the view also reads; a scripted replay's stand-ins are left out. */
export type CheckoutChildren = {
  validation?: AddressValidationSnapshot
  lookup?: Partial<Record<AddressRole, AddressLookupSnapshot>>
}

const machineSnapshot = <T>(ref: AnyActorRef | undefined): T | undefined => {
  const snapshot = ref?.getSnapshot()
  return snapshot && 'value' in snapshot ? (snapshot as T) : undefined
}

/** The children the view reads, as actor refs (a hook follows them) ... */
export const checkoutChildRefs = (snapshot: CheckoutSnapshot) => {
  const children = snapshot.children as Record<string, AnyActorRef | undefined>
  return {
    validation: children.validation,
    shipping: children[lookupId('shipping')],
    billing: children[lookupId('billing')],
  }
}

/** ... and as the snapshots checkoutView takes. */
export const checkoutChildren = (snapshot: CheckoutSnapshot): CheckoutChildren => {
  const refs = checkoutChildRefs(snapshot)
  return {
    validation: machineSnapshot(refs.validation),
    lookup: { shipping: machineSnapshot(refs.shipping), billing: machineSnapshot(refs.billing) },
  }
}

const firstError = (view: Omit<CheckoutView, 'focus'>): string | null => {
  const fields = (form: AddressFormView | null) =>
    (form?.fields ?? []).flatMap((field) => (field.kind === 'link' ? [] : [field]))
  const inOrder: { id: string; error: string | null }[] = [
    view.customer.name,
    view.customer.email,
    { id: view.shippingMethods.options[0]?.inputId ?? view.shippingMethods.id, error: view.shippingMethods.error },
    ...fields(view.shipping),
    ...(view.shippingInstructions ? [view.shippingInstructions] : []),
    ...fields(view.billing),
    view.photographerInstructions,
  ]
  return inOrder.find((field) => field.error !== null)?.id ?? null
}

export const checkoutView = (
  snapshot: CheckoutSnapshot,
  formatMoney: (amount: Money) => string,
  children: CheckoutChildren = checkoutChildren(snapshot),
): CheckoutView => {
  const { context } = snapshot
  const { draft, errors } = context
  const method = chosenMethod(context)
  const ships = method?.addressRequired === true
  const status = STATUS[String(snapshot.value)] ?? 'loading'
  const view: Omit<CheckoutView, 'focus'> = {
    status,
    breadcrumb: checkoutBreadcrumb('customerDetails'),
    customer: {
      name: text('recipientName', draft.recipientName, errors, {
        labelId: 'checkout.recipient_name',
        required: true,
        autoComplete: 'name',
        type: 'text',
        inputMode: 'text',
        autoCapitalize: 'words',
        maxLength: RECIPIENT_NAME_MAX_LENGTH,
      }),
      email: text('recipientEmail', draft.recipientEmail, errors, {
        labelId: 'checkout.recipient_email',
        required: true,
        autoComplete: 'email',
        type: 'email',
        inputMode: 'email',
        autoCapitalize: 'none',
        maxLength: RECIPIENT_EMAIL_MAX_LENGTH,
      }),
    },
    shippingMethods: {
      legendId: 'checkout.shipping_method',
      id: 'checkout-shippingMethod',
      error: methodError(errors.shippingMethod),
      options: (context.requirements?.shippingMethods ?? []).map((offer) =>
        methodView(offer, draft.shippingMethodId, formatMoney),
      ),
    },
    methodTotals: methodTotals(method, context.order),
    shipping: ships ? addressForm(snapshot, 'shipping', children.lookup?.shipping) : null,
    shippingInstructions: ships
      ? textArea('shippingInstructions', 'checkout.shipping_instructions', draft.shippingInstructions, errors)
      : null,
    billingToggle: ships
      ? {
          id: 'checkout-billingDetailsAdded',
          labelId: 'checkout.separate_billing',
          checked: draft.billingDetailsAdded,
          event: { type: 'billing.toggle' },
        }
      : null,
    billing:
      method && (!ships || draft.billingDetailsAdded)
        ? addressForm(snapshot, 'billing', children.lookup?.billing)
        : null,
    photographerInstructions: textArea(
      'photographerInstructions',
      'checkout.photographer_instructions',
      draft.photographerInstructions,
      errors,
    ),
    busy: status === 'validating' || status === 'saving' || status === 'leaving',
    saveError: context.saveError,
    // Validating comes after a submit, which waits for the address data.
    modal:
      status === 'validating' && children.validation && context.addressData
        ? addressValidationView(children.validation, context.addressData)
        : null,
    backTo: '/view',
    events: { submit: { type: 'details.submit' }, retry: { type: 'details.retry' } },
  }
  const focusId = context.errorRound > 0 ? firstError(view) : null
  return { ...view, focus: focusId ? { id: focusId, round: context.errorRound } : null }
}

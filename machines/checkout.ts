// C §2 checkout, customer-details step; C §4 checkout flow and address validation; C §5 validation; C §8 errors.
// The step follows the order actor's order and saves through it (`customerDetails.save`); what the shopper typed is
// kept as a draft per order (adapters: session storage), so a reload or a 409 round trip to the cart loses nothing.
// What happened is reported to the checkout flow (machines/checkoutFlow.ts), which tracks it and leads on.
// The address data (region lists, phone and postcode checks: core/addressData.ts) loads beside the step, after its
// first render (issue 17 point 2): the form shows and takes typing at once; the region list, the phone shown in its
// national form and the checks of a submit wait for it.
import { assign, fromPromise, raise, sendTo, setup } from 'xstate'
import {
  type Address,
  type AddressData,
  DEFAULT_COUNTRY,
  type EditableField,
  editAddress,
  emptyAddress,
  phoneForDisplay,
} from '../core/address'
import { lookupEnabled, needsAddressValidation } from '../core/addressValidation'
import {
  type AddressRole,
  type CustomerDetails,
  type CustomerErrors,
  fieldOfError,
  normalizeCustomerDetails,
  validateCustomerDetails,
} from '../core/customer'
import type {
  AddressSuggestion,
  CheckoutRequirements,
  CheckoutResponse,
  PreviousCustomerDetails,
  ShippingMethodOffer,
} from '../core/schemas/checkout'
import type { Order } from '../core/schemas/order'
import { addressLookupMachine } from './addressLookup'
import { type AddressValidationOutput, addressValidationMachine } from './addressValidation'
import type { CheckoutFlowEvent } from './checkoutFlow'
import { type CustomerDetailsPayload, toChangeError } from './order'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder, watchOrderInvoke } from './orderLink'

/** What the shopper typed on the step, as kept between visits of it (C §2 customer-details step). */
export type CheckoutDraft = {
  recipientName: string
  recipientEmail: string
  shippingMethodId: string | null
  shipping: Address
  billing: Address
  /** C §2: separate billing details, offered when the method ships to an address. */
  billingDetailsAdded: boolean
  /** "Address line 2" is behind a link until opened (or filled). */
  address2Shown: Record<AddressRole, boolean>
  shippingInstructions: string
  photographerInstructions: string
}

/** A field of the form: the recipient, the instructions, or `<role>.<address field>`. */
export type CheckoutFieldPath =
  | 'recipientName'
  | 'recipientEmail'
  | 'shippingInstructions'
  | 'photographerInstructions'
  | `${AddressRole}.${EditableField}`

export type CheckoutInput = {
  orderRef?: OrderRef | null
  /** The order actor's order when the step opens, and whether it has finished reading it (C §2: no cart, /catalog). */
  order?: Order | null
  orderReady?: boolean
  /** GET /member credentials: the address lookup needs `addressLookup` (C §5). */
  credentials?: Record<string, string>
  /** C §1: an admin acting for a shopper gets no prefill from the previous order and no address lookup. */
  adminMode?: boolean
}

export type CheckoutEvent =
  | OrderUpdate
  | { type: 'field.change'; path: CheckoutFieldPath; value: string }
  | { type: 'method.choose'; id: string }
  | { type: 'billing.toggle' }
  | { type: 'address2.show'; role: AddressRole }
  | { type: 'lookup.picked'; role: AddressRole; entry: AddressSuggestion }
  | { type: 'details.submit' }
  | { type: 'details.retry' }
  // The address validation modal's choices, passed on to it.
  | { type: 'suggestion.choose'; index: number }
  | { type: 'entered.confirm' }
  | { type: 'validation.cancel' }

export type CheckoutContext = {
  orderRef: OrderRef | null
  order: Order | null
  orderReady: boolean
  credentials: Record<string, string>
  adminMode: boolean
  storedDraft: CheckoutDraft | null
  requirements: CheckoutRequirements | null
  draft: CheckoutDraft
  /** Field path → message id, shown beside the field (C §5 in the browser, C §8 from the server). */
  errors: CustomerErrors
  /** Counts refused submits, so the view focuses the first error each time. */
  errorRound: number
  /** Why the last save did not go through when no field is to blame (network, server error). */
  saveError: string | null
  /** The region lists and phone and postcode checks, once loaded (null until then). */
  addressData: AddressData | null
  /** Phones prefilled as stored (digits) before the data came: shown in national form then, unless edited since. */
  unformattedPhones: Partial<Record<AddressRole, string>>
}

const emptyDraft = (): CheckoutDraft => ({
  recipientName: '',
  recipientEmail: '',
  shippingMethodId: null,
  shipping: emptyAddress(),
  billing: emptyAddress(),
  billingDetailsAdded: false,
  address2Shown: { shipping: false, billing: false },
  shippingInstructions: '',
  photographerInstructions: '',
})

/** A stored address as the form shows it: the phone in its national form (stored as digits, C §5) once data is in. */
const formAddress = (data: AddressData | null, address: Address | null | undefined): Address =>
  address
    ? {
        ...emptyAddress(address.country || DEFAULT_COUNTRY),
        ...address,
        phone: data ? phoneForDisplay(data, address.phone, address.country) : address.phone,
      }
    : emptyAddress()

const knownMethod = (methods: readonly ShippingMethodOffer[], id: string | null | undefined) =>
  methods.some((method) => method.id === id) ? (id as string) : methods.length === 1 ? (methods[0]?.id ?? null) : null

/**
 * The form when the step opens: the draft of this order (a reload, a 409 round trip), else the details saved on the
 * order, else the previous order's recipient and addresses (not for an admin, C §1), else blank addresses in the
 * default country (C §5) and the only method when there is one.
 */
export const prefilledDraft = (
  stored: CheckoutDraft | null,
  order: Order | null,
  previous: PreviousCustomerDetails | null,
  requirements: CheckoutRequirements,
  adminMode: boolean,
  data: AddressData | null,
): CheckoutDraft => {
  if (stored) return stored
  const methods = requirements.shippingMethods
  const prior = requirements.options.prefill && !adminMode ? previous : null
  const source = order?.recipientName
    ? {
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail ?? '',
        shipping: order.shippingAddress,
        billing: order.billingAddress,
        billingDetailsAdded: order.billingDetailsAdded,
        methodId: order.shippingMethod?.id,
        shippingInstructions: order.shippingInstructions ?? '',
        photographerInstructions: order.photographerInstructions ?? '',
      }
    : {
        recipientName: prior?.recipientName ?? '',
        recipientEmail: prior?.recipientEmail ?? '',
        shipping: prior?.shippingAddress,
        billing: prior?.billingAddress,
        billingDetailsAdded: Boolean(prior?.shippingAddress && prior.billingAddress),
        methodId: null,
        shippingInstructions: '',
        photographerInstructions: '',
      }
  const shipping = formAddress(data, source.shipping)
  const billing = formAddress(data, source.billing)
  return {
    recipientName: source.recipientName,
    recipientEmail: source.recipientEmail,
    shippingMethodId: knownMethod(methods, source.methodId),
    shipping,
    billing,
    billingDetailsAdded: source.billingDetailsAdded,
    address2Shown: { shipping: shipping.address2 !== '', billing: billing.address2 !== '' },
    shippingInstructions: source.shippingInstructions,
    photographerInstructions: source.photographerInstructions,
  }
}

/** The shipping method chosen on the form, as the requirements quote it. */
export const chosenMethod = (context: Pick<CheckoutContext, 'requirements' | 'draft'>): ShippingMethodOffer | null =>
  context.requirements?.shippingMethods.find((method) => method.id === context.draft.shippingMethodId) ?? null

/**
 * The form as the C §5 rules read it: the shipping address and its instructions only with a method that ships to
 * an address, separate billing only then (otherwise billing is the address).
 */
export const detailsOf = (context: Pick<CheckoutContext, 'requirements' | 'draft'>): CustomerDetails => {
  const method = chosenMethod(context)
  const { draft } = context
  const ships = method?.addressRequired === true
  return {
    recipientName: draft.recipientName,
    recipientEmail: draft.recipientEmail,
    shippingMethod: method && { id: method.id, addressRequired: method.addressRequired },
    billingDetailsAdded: ships && draft.billingDetailsAdded,
    shipping: ships ? draft.shipping : null,
    billing: draft.billing,
    shippingInstructions: ships ? draft.shippingInstructions : null,
    photographerInstructions: draft.photographerInstructions,
  }
}

/** C §7 customerDetails: trimmed, addresses as stored (phone digits), the ones not validated dropped (core). */
export const customerDetailsPayload = (data: AddressData, details: CustomerDetails): CustomerDetailsPayload => {
  const normalized = normalizeCustomerDetails(data, details)
  return {
    ...normalized,
    shippingMethod: normalized.shippingMethod ? String(normalized.shippingMethod.id) : null,
  }
}

const roleOf = (path: string): AddressRole | null =>
  path.startsWith('shipping.') ? 'shipping' : path.startsWith('billing.') ? 'billing' : null

const withoutErrors = (errors: CustomerErrors, paths: readonly string[]): CustomerErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !paths.includes(path)))

// Editing a field clears its error; a new country also clears its state and postcode (C §5), and their errors.
const clearedBy = (path: CheckoutFieldPath): string[] => {
  const role = roleOf(path)
  return role && path.endsWith('.country') ? [path, `${role}.state`, `${role}.zipCode`] : [path]
}

const edited = (
  data: AddressData | null,
  draft: CheckoutDraft,
  path: CheckoutFieldPath,
  value: string,
): CheckoutDraft => {
  const role = roleOf(path)
  if (!role) return { ...draft, [path]: value }
  const field = path.slice(role.length + 1) as EditableField
  return { ...draft, [role]: editAddress(data, draft[role], field, value) }
}

/** C §5 lookup: the picked entry's street (when it has one), city, state and ZIP; the rest stays as typed. */
const picked = (data: AddressData | null, address: Address, entry: AddressSuggestion): Address => {
  let next = address
  if (entry.streetLine !== '') next = editAddress(data, next, 'address1', entry.streetLine)
  if (entry.secondary !== '') next = editAddress(data, next, 'address2', entry.secondary)
  next = editAddress(data, next, 'city', entry.city)
  // The entry's state is a region value of our lists already (US-CA, docs/api.md PATCH /addresses/suggestions).
  next = editAddress(data, next, 'state', entry.state)
  return editAddress(data, next, 'zipCode', entry.zIPCode)
}

// A submit goes through the checks only once the data is in (the `preparing` state waits for it).
const loadedData = (context: CheckoutContext): AddressData => {
  if (!context.addressData) throw new Error('The address data is not loaded yet')
  return context.addressData
}

const ROLES = ['shipping', 'billing'] as const

/** The address lookup attached to each address form (machines/addressLookup.ts). */
export const lookupId = (role: AddressRole) => (role === 'shipping' ? 'lookupShipping' : 'lookupBilling')

const lookupOn = (context: CheckoutContext) =>
  lookupEnabled(context.requirements?.options.addressValidation ?? false, context.credentials, 'US', context.adminMode)

const orderIdOf = (context: CheckoutContext) => context.order?.id ?? ''

type Args = { context: CheckoutContext }

// Every edit is kept at once: a reload or the way back from the cart finds it (issue 12 "nothing typed is lost").
const persistDraft = {
  type: 'saveDraft',
  params: ({ context }: Args) => ({ orderId: orderIdOf(context), draft: context.draft }),
} as const

/** Tells the checkout flow (the adapters send it to the flow actor). */
const report = (event: (context: CheckoutContext) => CheckoutFlowEvent) =>
  ({ type: 'report', params: ({ context }: Args) => ({ event: event(context) }) }) as const

const noOrderActor = () => Promise.reject({ code: 'no_order', message: 'No order actor', fields: {} })

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; input: CheckoutInput; events: CheckoutEvent },
  actors: {
    watchOrder,
    readDraft: fromPromise<CheckoutDraft | null, { orderId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    /** Adapters load core/addressData.ts with a dynamic import (not preloaded: it is not needed for the first render). */
    loadAddressData: fromPromise<AddressData>(() => Promise.reject(new Error('provided by adapters'))),
    loadCheckout: fromPromise<CheckoutResponse, { orderId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    /** Adapters give it the validation call (addressValidationMachine.provide). */
    validation: addressValidationMachine,
    /** Adapters give it the lookup call (addressLookupMachine.provide). */
    lookup: addressLookupMachine,
    saveDetails: fromPromise<Order | null, { orderRef: OrderRef | null; details: CustomerDetailsPayload }>(
      ({ input }) =>
        input.orderRef
          ? requestOrderChange(input.orderRef, { kind: 'customerDetails.save', details: input.details })
          : noOrderActor(),
    ),
  },
  actions: {
    saveDraft: (_, _params: { orderId: string; draft: CheckoutDraft }) => {},
    forgetDraft: (_, _params: { orderId: string }) => {},
    /** What happened, for the checkout flow: it tracks and decides where the shopper goes (adapters send it there). */
    report: (_, _params: { event: CheckoutFlowEvent }) => {},
    followOrder: assign(({ event }) => {
      const { order, ready } = event as OrderUpdate
      return { order, orderReady: ready }
    }),
    keepStoredDraft: assign({ storedDraft: (_, params: { draft: CheckoutDraft | null }) => params.draft }),
    prefill: assign(({ context }, params: { response: CheckoutResponse }) => {
      const draft = prefilledDraft(
        context.storedDraft,
        context.order,
        params.response.previousCustomerDetails,
        params.response.checkoutRequirements,
        context.adminMode,
        context.addressData,
      )
      const unformatted =
        context.addressData || context.storedDraft ? [] : ROLES.map((role) => [role, draft[role].phone])
      return {
        requirements: params.response.checkoutRequirements,
        draft,
        unformattedPhones: Object.fromEntries(unformatted),
      }
    }),
    /** The data is in: stored phones still as they were prefilled are shown in their national form now. */
    keepAddressData: assign(({ context }, params: { data: AddressData }) => {
      const draft = { ...context.draft }
      for (const role of ROLES) {
        const address = draft[role]
        if (context.unformattedPhones[role] === address.phone)
          draft[role] = { ...address, phone: phoneForDisplay(params.data, address.phone, address.country) }
      }
      return { addressData: params.data, draft, unformattedPhones: {} }
    }),
    /** The methods quoted again for the order as it is now; what was typed stays. */
    keepRequirements: assign({
      requirements: (_, params: { response: CheckoutResponse }) => params.response.checkoutRequirements,
    }),
    editField: assign(({ context }, params: { path: CheckoutFieldPath; value: string }) => ({
      draft: edited(context.addressData, context.draft, params.path, params.value),
      errors: withoutErrors(context.errors, clearedBy(params.path)),
    })),
    chooseMethod: assign(({ context }, params: { id: string }) => ({
      draft: { ...context.draft, shippingMethodId: params.id },
      errors: withoutErrors(context.errors, ['shippingMethod', 'shipping']),
    })),
    toggleBilling: assign({
      draft: ({ context }) => ({ ...context.draft, billingDetailsAdded: !context.draft.billingDetailsAdded }),
    }),
    showAddress2: assign({
      draft: ({ context }, params: { role: AddressRole }) => ({
        ...context.draft,
        address2Shown: { ...context.draft.address2Shown, [params.role]: true },
      }),
    }),
    applyLookup: assign(({ context }, params: { role: AddressRole; entry: AddressSuggestion }) => ({
      draft: { ...context.draft, [params.role]: picked(context.addressData, context.draft[params.role], params.entry) },
      errors: withoutErrors(
        context.errors,
        ['address1', 'city', 'state', 'zipCode'].map((field) => `${params.role}.${field}`),
      ),
    })),
    forwardQuery: sendTo(
      (_, params: { role: AddressRole; text: string }) => lookupId(params.role),
      (_, params: { role: AddressRole; text: string }) => ({ type: 'query.change' as const, text: params.text }),
    ),
    closeLookup: sendTo((_, params: { role: AddressRole }) => lookupId(params.role), { type: 'lookup.close' as const }),
    forwardToValidation: sendTo('validation', ({ event }) => event),
    showErrors: assign(({ context }) => ({
      errors: validateCustomerDetails(loadedData(context), detailsOf(context)),
      errorRound: context.errorRound + 1,
      saveError: null,
    })),
    clearSaveError: assign({ saveError: null }),
    keepValidated: assign({
      draft: ({ context }, params: { output: AddressValidationOutput }) =>
        params.output.choice === 'cancel' ? context.draft : { ...context.draft, shipping: params.output.address },
    }),
    keepServerErrors: assign(({ context }, params: { error: unknown }) => ({
      errors: Object.fromEntries(
        Object.entries(toChangeError(params.error).fields).map(([path, key]) => [fieldOfError(path), key]),
      ) as CustomerErrors,
      errorRound: context.errorRound + 1,
    })),
    keepSaveError: assign({ saveError: 'checkout.save_failed' }),
    // The browser keeps a failed import of the data for the life of the page: only a reload fetches it again.
    keepDataError: assign({ saveError: 'checkout.address_data_failed' }),
    /** The submit that waited for the address data, now checked as usual. */
    submitAgain: raise({ type: 'details.submit' as const }),
  },
  guards: {
    hasOrder: ({ context }) => context.order !== null,
    lacksOrder: ({ context }) => context.orderReady && context.order === null,
    lacksAddressData: ({ context }) => context.addressData === null,
    invalid: ({ context }) => Object.keys(validateCustomerDetails(loadedData(context), detailsOf(context))).length > 0,
    needsValidation: ({ context }) =>
      needsAddressValidation(
        context.requirements?.options.addressValidation ?? false,
        chosenMethod(context),
        context.draft.shipping,
      ),
    /** C §5: the ZIP code of a US address is looked up as it is typed (when lookup is on at all). */
    isLookupQuery: ({ context }, params: { path: CheckoutFieldPath }) => {
      const role = roleOf(params.path)
      return role !== null && params.path === `${role}.zipCode` && context.draft[role].country === 'US'
    },
    offeredMethod: ({ context }, params: { id: string }) =>
      context.requirements?.shippingMethods.some((method) => method.id === params.id) ?? false,
    chose: (_, params: { output: AddressValidationOutput }) => params.output.choice !== 'cancel',
    refusedFields: (_, params: { error: unknown }) => {
      const error = toChangeError(params.error)
      return error.status === 400 && Object.keys(error.fields).length > 0
    },
    versionConflict: (_, params: { error: unknown }) => toChangeError(params.error).code === 'version_conflict',
    cartConflict: (_, params: { error: unknown }) => toChangeError(params.error).status === 409,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    orderRef: input.orderRef ?? null,
    order: input.order ?? null,
    orderReady: input.orderReady ?? false,
    credentials: input.credentials ?? {},
    adminMode: input.adminMode ?? false,
    storedDraft: null,
    requirements: null,
    draft: emptyDraft(),
    errors: {},
    errorRound: 0,
    saveError: null,
    addressData: null,
    unformattedPhones: {},
  }),
  invoke: [
    watchOrderInvoke,
    // Beside the step from the start; a failed load is tried again by a submit (`preparing`).
    {
      id: 'loadAddressData',
      src: 'loadAddressData',
      onDone: { actions: { type: 'keepAddressData', params: ({ event }) => ({ data: event.output }) } },
      onError: {},
    },
  ],
  on: { 'order.updated': { actions: 'followOrder' } },
  initial: 'waiting',
  states: {
    // The order actor may still be reading the stored order.
    waiting: {
      always: [
        { guard: 'hasOrder', target: 'readingDraft' },
        { guard: 'lacksOrder', target: 'noCart' },
      ],
    },
    readingDraft: {
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        input: ({ context }) => ({ orderId: orderIdOf(context) }),
        onDone: {
          target: 'loading',
          actions: { type: 'keepStoredDraft', params: ({ event }) => ({ draft: event.output }) },
        },
        onError: 'loading',
      },
    },
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ orderId: orderIdOf(context) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'prefill', params: ({ event }) => ({ response: event.output }) },
            // C §7: the first view of the step while the order is still a cart starts checkout (the flow tracks it).
            report((context) => ({
              type: 'details.viewed',
              orderId: orderIdOf(context),
              orderOpen: context.order?.status === 'open',
            })),
          ],
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'details.retry': 'loading' } },
    editing: {
      invoke: [
        { id: 'lookupShipping', src: 'lookup', input: ({ context }) => ({ enabled: lookupOn(context) }) },
        { id: 'lookupBilling', src: 'lookup', input: ({ context }) => ({ enabled: lookupOn(context) }) },
      ],
      on: {
        'field.change': [
          {
            guard: { type: 'isLookupQuery', params: ({ event }) => ({ path: event.path }) },
            actions: [
              { type: 'editField', params: ({ event }) => ({ path: event.path, value: event.value }) },
              persistDraft,
              {
                type: 'forwardQuery',
                params: ({ event }) => ({ role: roleOf(event.path) ?? 'shipping', text: event.value }),
              },
            ],
          },
          {
            actions: [
              { type: 'editField', params: ({ event }) => ({ path: event.path, value: event.value }) },
              persistDraft,
            ],
          },
        ],
        'method.choose': {
          guard: { type: 'offeredMethod', params: ({ event }) => ({ id: event.id }) },
          actions: [{ type: 'chooseMethod', params: ({ event }) => ({ id: event.id }) }, persistDraft],
        },
        'billing.toggle': { actions: ['toggleBilling', persistDraft] },
        'address2.show': {
          actions: [{ type: 'showAddress2', params: ({ event }) => ({ role: event.role }) }, persistDraft],
        },
        'lookup.picked': {
          actions: [
            { type: 'applyLookup', params: ({ event }) => ({ role: event.role, entry: event.entry }) },
            persistDraft,
            { type: 'closeLookup', params: ({ event }) => ({ role: event.role }) },
          ],
        },
        'details.submit': [
          { guard: 'lacksAddressData', target: 'preparing' },
          // C §5: nothing is sent while a field is wrong; every error shows beside its field.
          { guard: 'invalid', actions: 'showErrors' },
          // C §4: a US shipping address that is not validated is checked instead of saved.
          { guard: 'needsValidation', target: 'validating', actions: 'clearSaveError' },
          { target: 'saving', actions: 'clearSaveError' },
        ],
      },
    },
    // A submit before the address data is in waits for it (loading it again if the first load failed), then is
    // checked as usual; typing goes on meanwhile.
    preparing: {
      invoke: {
        id: 'prepareAddressData',
        src: 'loadAddressData',
        onDone: {
          target: 'editing',
          actions: [{ type: 'keepAddressData', params: ({ event }) => ({ data: event.output }) }, 'submitAgain'],
        },
        onError: { target: 'editing', actions: 'keepDataError' },
      },
      on: {
        'field.change': {
          actions: [
            { type: 'editField', params: ({ event }) => ({ path: event.path, value: event.value }) },
            persistDraft,
          ],
        },
      },
    },
    validating: {
      invoke: {
        id: 'validation',
        src: 'validation',
        input: ({ context }) => ({ address: context.draft.shipping }),
        onDone: [
          {
            guard: { type: 'chose', params: ({ event }) => ({ output: event.output }) },
            target: 'saving',
            actions: [{ type: 'keepValidated', params: ({ event }) => ({ output: event.output }) }, persistDraft],
          },
          { target: 'editing' },
        ],
        // The check never blocks checkout: without an answer the entered address is saved as it is.
        onError: 'saving',
      },
      on: {
        'suggestion.choose': { actions: 'forwardToValidation' },
        'entered.confirm': { actions: 'forwardToValidation' },
        'validation.cancel': { actions: 'forwardToValidation' },
      },
    },
    saving: {
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => ({
          orderRef: context.orderRef,
          details: customerDetailsPayload(loadedData(context), detailsOf(context)),
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'forgetDraft', params: ({ context }) => ({ orderId: orderIdOf(context) }) },
            report((context) => ({
              type: 'details.saved',
              orderId: orderIdOf(context),
              shippingMethod: chosenMethod(context)?.label ?? null,
            })),
          ],
        },
        onError: [
          // C §8: the per-field map, each error beside its field (customer.recipientName → recipientName).
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'keepServerErrors', params: ({ event }) => ({ error: event.error }) },
          },
          // The order actor has reloaded the order and said so; the form stays as typed for another try, and the
          // methods are quoted again for the order as it is now.
          { guard: { type: 'versionConflict', params: ({ event }) => ({ error: event.error }) }, target: 'repricing' },
          // C §8: any other 409 (10001 the cart changed, a paused shop, a locked order) goes back to the cart; the
          // draft stays for the way back.
          {
            guard: { type: 'cartConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'left',
            actions: {
              type: 'report',
              params: ({ event }) => ({ event: { type: 'order.refused', code: toChangeError(event.error).code } }),
            },
          },
          { target: 'editing', actions: 'keepSaveError' },
        ],
      },
    },
    // Issue 12: the totals shown beside the chosen method are the ones saving it gives, for the order as it is now.
    repricing: {
      invoke: {
        id: 'repriceCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ orderId: orderIdOf(context) }),
        onDone: {
          target: 'editing',
          actions: { type: 'keepRequirements', params: ({ event }) => ({ response: event.output }) },
        },
        // The form stays usable; saving prices the order on the server whatever the step showed.
        onError: 'editing',
      },
    },
    done: { type: 'final' },
    left: { type: 'final' },
    noCart: { type: 'final', entry: report(() => ({ type: 'order.missing' })) },
  },
})

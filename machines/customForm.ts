import { type AnyActorRef, assign, fromCallback, fromPromise, setup } from 'xstate'
import {
  defaultFormValues,
  type FormErrorKey,
  type FormField,
  formatAsTyped,
  type KnownSubject,
  subjectFormValues,
  validateForm,
} from '../core/forms'
import type { Order } from '../core/schemas/order'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder } from './orderLink'
import type { TrackParams, Tracks } from './tracking'

export type FormValues = Record<string, unknown>

export type CustomFormInput = {
  formId: string
  fields: readonly FormField[]
  /** The saved entry, if any: existing data is updated, a new form is created (B §4). */
  entry: { id: string | null; values: FormValues } | null
  /** Whether the modal's close control may close a new form (B §4); an entry being edited can always be closed. */
  allowClose: boolean
  /** The order form of B §4: its entry is read from the order actor's order and saved through it (C §7). */
  orderRef?: OrderRef | null
  /** B §2 welcome modal: while it is open this modal does not show; the form follows that actor. */
  welcomeRef?: AnyActorRef | null
  /** The order's student: the fields mapped to it start from what the shop knows (B §3 subjectMapping, issue 16). */
  subject?: KnownSubject | null
}

export type SaveFormRequest = { formId: string; entryId: string | null; values: FormValues; orderRef: OrderRef | null }

/** The entry saved, and the order it was saved on (the order form); no order for a form group's values (B §4). */
export type SavedForm = { entryId: string | null; orderId?: string | null }

export type CustomFormEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | { type: 'form.field'; fieldId: string; value: unknown }
  | { type: 'form.submit' }
  /** The order actor's order changed (its entry of this form with it); taken while the modal is closed. */
  | OrderUpdate
  /** B §2: while the welcome modal is open the custom form modal does not show. */
  | { type: 'welcome.change'; open: boolean }

export type CustomFormContext = {
  formId: string
  fields: readonly FormField[]
  entryId: string | null
  /** Whether an entry exists: the save button reads the update text, and the modal may close (B §4). */
  editing: boolean
  values: FormValues
  errors: Record<string, string>
  error: string | null
  allowClose: boolean
  orderRef: OrderRef | null
  welcomeRef: AnyActorRef | null
  welcomeOpen: boolean
  subject: KnownSubject | null
  /** B §4: set while the call runs. */
  fetching: number
}

/** The modal shows while open or saving, unless the welcome modal is open (B §2). */
export const formShown = (snapshot: { matches: (s: 'open' | 'saving') => boolean; context: CustomFormContext }) =>
  (snapshot.matches('open') || snapshot.matches('saving')) && !snapshot.context.welcomeOpen

// A new form starts with its fields' defaults (B §3 choices isDefault), then what the shop knows of the student
// (B §3 subjectMapping); an entry with its saved values.
const fromEntry = (fields: readonly FormField[], entry: CustomFormInput['entry'], subject: KnownSubject | null) => ({
  entryId: entry?.id ?? null,
  editing: entry !== null,
  values: { ...defaultFormValues(fields), ...subjectFormValues(fields, subject), ...(entry?.values ?? {}) },
})

/** This form's entry on the order, as the modal edits it. */
const entryOf = (order: Order | null, formId: string) => {
  const entry = order?.orderFormEntrys.find((e) => e.form === formId)
  return entry ? { id: entry.id, values: entry.values as FormValues } : null
}

// Server field paths (form.formFields.<id>, C §7) back to the field ids the modal shows them on.
const fieldErrors = (fields: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([path, message]) => [path.split('.').pop() ?? path, message]))

/** C §7: the order form's first save is submitted, a later one (an entry existed) updated; a form group's, nothing. */
const formTracks = (context: CustomFormContext, saved: SavedForm): TrackParams[] =>
  saved.orderId
    ? [
        {
          event: context.editing ? 'Order Form Updated' : 'Order Form Submitted',
          properties: { order: saved.orderId, form: context.formId, entry: saved.entryId },
        },
      ]
    : []

/**
 * B §2 custom form modal, B §4 custom form, B §5 forms. A new form uses create, existing data uses update: set
 * fetching, run the call, close the modal on success. The fields are checked with core/forms on submit, and typing
 * applies the text format as typed. The modal closes through its control only when closing is allowed or the form is
 * being edited. Toasts: custom form saved or updated, or the failure (C §8). The order form's save is tracked (C §7).
 */
export const customFormMachine = setup({
  types: {} as { context: CustomFormContext; input: CustomFormInput; events: CustomFormEvent },
  actors: {
    saveForm: fromPromise<SavedForm, SaveFormRequest>(async ({ input }) => {
      if (!input.orderRef) throw new Error('provided by adapters')
      const { formId, entryId, values } = input
      const order = await requestOrderChange(input.orderRef, { kind: 'form.save', formId, entryId, values })
      return { entryId: entryOf(order, formId)?.id ?? null, orderId: order?.id ?? null }
    }),
    watchOrder,
    /** Follows the welcome modal's actor: `welcome.change` now and whenever it opens or closes. */
    watchWelcome: fromCallback<{ type: string }, { welcomeRef: AnyActorRef | null }>(({ input, sendBack }) => {
      const { welcomeRef } = input
      if (!welcomeRef) return undefined
      let last: boolean | null = null
      const forward = (snapshot: { matches: (state: string) => boolean }) => {
        const open = snapshot.matches('open')
        if (open !== last) sendBack({ type: 'welcome.change', open })
        last = open
      }
      forward(welcomeRef.getSnapshot())
      const subscription = welcomeRef.subscribe(forward)
      return () => subscription.unsubscribe()
    }),
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string }) => {},
    /** C §7 tracking, the events in order; adapters add the store, session, stage and subject (none in admin mode). */
    track: (_, _params: Tracks) => {},
    setWelcomeOpen: assign({ welcomeOpen: (_, params: { open: boolean }) => params.open }),
    clearErrors: assign({ errors: {}, error: null }),
    /** The entry as the order holds it, taken while the modal is closed. */
    keepEntry: assign(({ context }, params: { entry: CustomFormInput['entry'] }) =>
      fromEntry(context.fields, params.entry, context.subject),
    ),
    setField: assign({
      values: ({ context }, params: { fieldId: string; value: unknown }) => {
        const field = context.fields.find((f) => String(f.id) === params.fieldId)
        const value = field && typeof params.value === 'string' ? formatAsTyped(field, params.value) : params.value
        return { ...context.values, [params.fieldId]: value }
      },
      // The field's message goes once it is edited; the others stay until the next submit.
      errors: ({ context }, params: { fieldId: string; value: unknown }) => {
        const { [params.fieldId]: _, ...rest } = context.errors
        return rest
      },
    }),
    showErrors: assign({
      errors: ({ context }): Record<string, FormErrorKey> => validateForm(context.fields, context.values),
    }),
    startFetching: assign({ fetching: 1, errors: {}, error: null }),
    stopFetching: assign({ fetching: 0 }),
    keepSavedEntry: assign({ entryId: (_, params: { entryId: string | null }) => params.entryId, editing: true }),
    keepServerErrors: assign({
      errors: (_, params: { error: unknown }) =>
        fieldErrors((params.error as { fields?: Record<string, string> }).fields),
      error: (_, params: { error: unknown }) => (params.error as { message?: string }).message ?? String(params.error),
    }),
  },
  guards: {
    closable: ({ context }) => context.allowClose || context.editing,
    valid: ({ context }) => Object.keys(validateForm(context.fields, context.values)).length === 0,
  },
}).createMachine({
  id: 'customForm',
  context: ({ input }) => ({
    formId: input.formId,
    fields: input.fields,
    ...fromEntry(input.fields, input.entry, input.subject ?? null),
    errors: {},
    error: null,
    allowClose: input.allowClose,
    orderRef: input.orderRef ?? null,
    welcomeRef: input.welcomeRef ?? null,
    welcomeOpen: false,
    subject: input.subject ?? null,
    fetching: 0,
  }),
  initial: 'closed',
  invoke: [
    { id: 'watchOrder', src: 'watchOrder', input: ({ context }) => ({ orderRef: context.orderRef }) },
    { id: 'watchWelcome', src: 'watchWelcome', input: ({ context }) => ({ welcomeRef: context.welcomeRef }) },
  ],
  on: { 'welcome.change': { actions: { type: 'setWelcomeOpen', params: ({ event }) => ({ open: event.open }) } } },
  states: {
    closed: {
      on: {
        'form.open': { target: 'open', actions: 'clearErrors' },
        'order.updated': {
          actions: {
            type: 'keepEntry',
            params: ({ context, event }) => ({ entry: entryOf(event.order, context.formId) }),
          },
        },
      },
    },
    open: {
      on: {
        'form.close': { guard: 'closable', target: 'closed' },
        'form.field': {
          actions: { type: 'setField', params: ({ event }) => ({ fieldId: event.fieldId, value: event.value }) },
        },
        'form.submit': [{ guard: 'valid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      entry: 'startFetching',
      exit: 'stopFetching',
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({
          formId: context.formId,
          entryId: context.entryId,
          values: context.values,
          orderRef: context.orderRef,
        }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'track',
              params: ({ context, event }) => ({ tracks: formTracks(context, event.output) }),
            },
            {
              type: 'notify',
              params: ({ context }) => ({
                level: 'success' as const,
                message: context.editing ? 'notifications.custom_form_updated' : 'notifications.custom_form_saved',
              }),
            },
            { type: 'keepSavedEntry', params: ({ event }) => ({ entryId: event.output.entryId }) },
          ],
        },
        onError: {
          // Nothing typed is lost: the modal stays with the server's reasons.
          target: 'open',
          actions: [
            { type: 'keepServerErrors', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'notify',
              params: ({ context }) => ({
                level: 'error' as const,
                message: context.editing
                  ? 'notifications.custom_form_update_failed'
                  : 'notifications.custom_form_save_failed',
              }),
            },
          ],
        },
      },
    },
  },
})

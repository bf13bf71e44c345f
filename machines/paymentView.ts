// What the payment step shows (C §2 payment step, C §5 card form, C §8 payment errors), from the payment snapshot:
// the accordion of offered methods, the open card form with its fields, errors and detected brand, the payment error
// above the form, and the submit button. The view renders it and evaluates no rule.
import type { SnapshotFrom } from 'xstate'
import { type CardInput, type CardMessageKey, cardBrand, HOLDER_NAME_MAX, validateCard } from '../core/cards'
import { amountToPay } from '../core/cart'
import type { Money } from '../core/money'
import { type CardIcon, cardIconOf, type PaymentMethodId } from '../core/payments'
import { cardFieldOf, type PaymentContext, type PaymentEvent, type paymentMachine } from './payment'
import type { PaymentError } from './paymentCompletion'

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>

/** One input of the card form: the autocomplete token and input mode let a phone fill it in one tap. */
export type CardFieldView = {
  /** The element id (label, aria-describedby, focus) and its data-testid. */
  id: string
  name: keyof CardInput
  labelId: string
  value: string
  autoComplete: 'cc-name' | 'cc-number' | 'cc-exp-month' | 'cc-exp-year' | 'cc-csc'
  inputMode: 'text' | 'numeric'
  maxLength: number
  /** Its own message id; the expiry's is on `CardFormView.expiryError`. */
  error: CardMessageKey | null
  change: (value: string) => PaymentEvent
  blur: PaymentEvent
}

export type CardFormView = {
  holderName: CardFieldView
  number: CardFieldView
  expiryMonth: CardFieldView
  expiryYear: CardFieldView
  cvc: CardFieldView
  /** Month and year share one message (C §5 expiry), shown under the pair. */
  expiryError: CardMessageKey | null
  /** The brand detected from the number's prefix, as its icon. */
  brand: CardIcon | null
}

/** One section of the accordion. */
export type PaymentMethodView = {
  method: PaymentMethodId
  /** The section's element id; its heading is `<id>-heading`. */
  id: string
  label: string
  description: string | null
  /** C §1: offered to the admin only. */
  adminOnly: boolean
  cards: readonly CardIcon[]
  open: boolean
  /** C §7 choose payment is on its way. */
  choosing: boolean
  event: PaymentEvent
  /** The open card method's form. */
  card: CardFormView | null
  /** C §8: the card gateway's browser part cannot load. */
  unavailable: boolean
}

export type SubmitView = {
  labelId: 'checkout.pay_amount' | 'checkout.place_order' | 'checkout.complete_order' | 'checkout.paying'
  values: { amount: string }
  disabled: boolean
  event: PaymentEvent
}

export type PaymentView = {
  /** loading: the offered methods; failed: they could not load (retry); paying: an attempt runs; leaving: done. */
  status: 'loading' | 'failed' | 'ready' | 'paying' | 'leaving'
  methods: PaymentMethodView[]
  /** C §8 "Unable to process payment[: message]", above the form. */
  error: PaymentError | null
  /** Null until a method is chosen. */
  submit: SubmitView | null
  /** After a refused submit: the first wrong field to focus; `round` changes with each refusal. */
  focus: { id: string; round: number } | null
  events: { retry: PaymentEvent }
}

const FIELDS: readonly {
  name: keyof CardInput
  id: string
  labelId: string
  autoComplete: CardFieldView['autoComplete']
  maxLength: number
}[] = [
  {
    name: 'holderName',
    id: 'card-holder-name',
    labelId: 'checkout.card_holder_name',
    autoComplete: 'cc-name',
    maxLength: HOLDER_NAME_MAX,
  },
  // 19 digits in groups of four.
  { name: 'number', id: 'card-number', labelId: 'checkout.card_number', autoComplete: 'cc-number', maxLength: 23 },
  {
    name: 'expiryMonth',
    id: 'card-exp-month',
    labelId: 'checkout.card_expiry_month',
    autoComplete: 'cc-exp-month',
    maxLength: 2,
  },
  {
    name: 'expiryYear',
    id: 'card-exp-year',
    labelId: 'checkout.card_expiry_year',
    autoComplete: 'cc-exp-year',
    maxLength: 4,
  },
  { name: 'cvc', id: 'card-cvc', labelId: 'checkout.card_cvc', autoComplete: 'cc-csc', maxLength: 4 },
]

/** The number as printed on most cards: groups of four. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

const cardForm = (context: PaymentContext): CardFormView => {
  const errors = validateCard(context.card, context.today)
  const shown = (name: keyof CardInput) => {
    const field = cardFieldOf(name)
    return context.touched[field] ? (errors[field] ?? null) : null
  }
  const fields = Object.fromEntries(
    FIELDS.map((field): [keyof CardInput, CardFieldView] => [
      field.name,
      {
        ...field,
        value: field.name === 'number' ? grouped(context.card.number) : context.card[field.name],
        inputMode: field.name === 'holderName' ? 'text' : 'numeric',
        error: field.name === 'expiryMonth' || field.name === 'expiryYear' ? null : shown(field.name),
        change: (value) => ({ type: 'card.change', field: field.name, value }),
        blur: { type: 'card.blur', field: field.name },
      },
    ]),
  ) as Record<keyof CardInput, CardFieldView>
  return { ...fields, expiryError: shown('expiryMonth'), brand: cardIconOf(cardBrand(context.card.number)) }
}

const statusOf = (snapshot: PaymentSnapshot): PaymentView['status'] => {
  if (snapshot.matches('waiting') || snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'failed'
  if (snapshot.matches('ready')) return 'ready'
  return snapshot.status === 'done' ? 'leaving' : 'paying'
}

const submitLabel = (method: PaymentMethodId): SubmitView['labelId'] =>
  method === 'stripe' ? 'checkout.pay_amount' : method === 'manual' ? 'checkout.place_order' : 'checkout.complete_order'

/** The first field of the card form, in display order, whose error shows. */
const firstError = (form: CardFormView | null): string | null => {
  if (!form) return null
  const withError = [form.holderName, form.number, form.expiryMonth, form.cvc].find(
    (field) => field.error !== null || (field === form.expiryMonth && form.expiryError !== null),
  )
  return withError?.id ?? null
}

export const paymentView = (snapshot: PaymentSnapshot, formatMoney: (amount: Money) => string): PaymentView => {
  const { context } = snapshot
  const status = statusOf(snapshot)
  const choosing = snapshot.matches({ ready: 'choosing' })
  const unavailable = snapshot.matches({ ready: 'cardUnavailable' })
  const methods = context.offers.map((offer): PaymentMethodView => {
    const open = offer.method === context.method
    return {
      method: offer.method,
      id: `payment-method-${offer.method}`,
      label: offer.label,
      description: offer.description,
      adminOnly: offer.adminOnly,
      cards: offer.acceptedCards,
      open,
      choosing: open && choosing,
      event: { type: 'method.choose', method: offer.method },
      card: open && offer.method === 'stripe' && !choosing && !unavailable ? cardForm(context) : null,
      unavailable: open && unavailable,
    }
  })
  const amount = formatMoney(context.order ? amountToPay(context.order) : 0)
  const submit: SubmitView | null = context.method && {
    labelId: status === 'paying' ? 'checkout.paying' : submitLabel(context.method),
    values: { amount },
    disabled: status !== 'ready' || choosing || unavailable,
    event: { type: 'payment.submit' },
  }
  const focusId = context.errorRound > 0 ? firstError(methods.find((m) => m.card)?.card ?? null) : null
  return {
    status,
    methods,
    error: context.error,
    submit,
    focus: focusId ? { id: focusId, round: context.errorRound } : null,
    events: { retry: { type: 'payment.retry' } },
  }
}

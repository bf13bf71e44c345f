// What the sandbox keeps of a card when it makes a token: refused as a real provider refuses it (C §5 rules,
// core/cards.ts), else its brand, last four digits and test behaviour. The number itself is dropped here.
import {
  type CardErrors,
  type CardField,
  type CardMessageKey,
  cardBrand,
  cardNumberDigits,
  validateCard,
} from '../../../core/cards'
import type { SandboxCardRequest } from '../../../core/schemas/payment'
import { HttpError } from '../../http'
import type { ServerMessage } from '../../messages/say'
import { behaviourOf, type CardBehaviour } from './sandboxCards'

const FIELD_WORDS: Record<CardField, ServerMessage> = {
  holderName: { id: 'card.field.holder_name' },
  number: { id: 'card.field.number' },
  expiry: { id: 'card.field.expiry' },
  cvc: { id: 'card.field.cvc' },
}

/** A refusal in plain words, as a provider says it; the fields carry the card form's message ids. */
const plainWords = (field: CardField, key: CardMessageKey): ServerMessage => {
  switch (key) {
    case 'checkout.form_error_field_required':
      return { id: 'card.enter', values: { field: FIELD_WORDS[field] } }
    case 'checkout.card_error_invalid_number':
      return { id: 'card.invalid_number' }
    case 'checkout.card_error_invalid_cvc':
      return { id: 'card.invalid_cvc' }
    case 'checkout.card_error_invalid_expiry':
      return { id: 'card.invalid_expiry' }
    case 'checkout.card_error_expired':
      return { id: 'card.expired' }
    case 'checkout.card_error_name_too_long':
      return { id: 'card.name_too_long' }
  }
}

const refusal = (errors: CardErrors): HttpError => {
  const entries = Object.entries(errors) as [CardField, CardMessageKey][]
  const [field, key] = entries[0] ?? ['number', 'checkout.card_error_invalid_number']
  const fields = Object.fromEntries(entries.map(([f, k]) => [`card.${f}`, k]))
  return new HttpError(400, 'invalid_card', plainWords(field, key), fields)
}

/** The month of `now` (seconds since the epoch), in UTC. */
const monthOf = (now: number) => {
  const date = new Date(now * 1000)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
}

export const tokeniseCard = (
  card: SandboxCardRequest['card'],
  now: number,
): { brand: string; last4: string; behaviour: CardBehaviour } => {
  const errors = validateCard(
    {
      holderName: card.holderName,
      number: card.number,
      expiryMonth: card.expMonth,
      expiryYear: card.expYear,
      cvc: card.cvc,
    },
    monthOf(now),
  )
  if (Object.keys(errors).length > 0) throw refusal(errors)
  const digits = cardNumberDigits(card.number)
  return { brand: cardBrand(digits) ?? 'unknown', last4: digits.slice(-4), behaviour: behaviourOf(digits) }
}

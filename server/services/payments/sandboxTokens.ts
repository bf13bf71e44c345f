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
import { behaviourOf, type CardBehaviour } from './sandboxCards'

const FIELD_WORDS: Record<CardField, string> = {
  holderName: 'the name on the card',
  number: 'your card number',
  expiry: "your card's expiry date",
  cvc: "your card's security code",
}

/** A refusal in plain words, as a provider says it; the fields carry the card form's message ids. */
const plainWords = (field: CardField, key: CardMessageKey): string => {
  switch (key) {
    case 'checkout.form_error_field_required':
      return `Please enter ${FIELD_WORDS[field]}.`
    case 'checkout.card_error_invalid_number':
      return 'Your card number is not valid.'
    case 'checkout.card_error_invalid_cvc':
      return "Your card's security code is not valid."
    case 'checkout.card_error_invalid_expiry':
      return "Your card's expiry date is not valid."
    case 'checkout.card_error_expired':
      return "Your card's expiry date is in the past."
    case 'checkout.card_error_name_too_long':
      return 'The name on the card is too long.'
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

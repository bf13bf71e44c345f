// The sandbox gateway's test cards (issue 13, docs/payments.md): Stripe's public test numbers and what each does, and
// the outcome of a confirm or an authentication challenge. Pure: the gateway stores the behaviour with the card's
// token (never the number) and asks here what happens.
import type { CardError, IntentStatus } from './gateway'

/** How a test card behaves; any other valid number succeeds. */
export type CardBehaviour =
  | 'succeed'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  /** Asks for authentication at every payment; passing it authorises. */
  | 'authenticate'
  /** Asks for authentication; passing it is then declined for funds. */
  | 'authenticate_then_insufficient_funds'

/** Stripe's public test numbers (digits only) and what each does. */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002760003184': 'authenticate',
  '4000008260003178': 'authenticate_then_insufficient_funds',
}

export const behaviourOf = (digits: string): CardBehaviour => TEST_CARDS[digits] ?? 'succeed'

/** The refusals, in the plain words a provider gives (shown as "Unable to process payment: {message}", C §8). */
export const CARD_ERRORS = {
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processing_error: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  authentication_failed: {
    code: 'authentication_failed',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  authentication_closed: {
    code: 'authentication_closed',
    message: 'You closed the authentication window: the card was not charged.',
  },
  authentication_required: {
    code: 'authentication_required',
    message:
      'Your bank asks you to confirm every payment with this card, which cannot be done after the order: the difference was not charged.',
  },
  resource_missing: {
    code: 'resource_missing',
    message: 'We could not find the card you entered. Please enter your card details again.',
  },
} as const satisfies Record<string, CardError>

/** The notifications the sandbox sends (Stripe's event types). */
export type EventType =
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'payment_intent.requires_action'

/** Where a confirm or a challenge leaves the intent, and the event that tells the shop. */
export type Outcome = { status: IntentStatus; lastError: CardError | null; event: EventType }

const authorised: Outcome = {
  status: 'requires_capture',
  lastError: null,
  event: 'payment_intent.amount_capturable_updated',
}
const refused = (lastError: CardError): Outcome => ({
  status: 'requires_payment_method',
  lastError,
  event: 'payment_intent.payment_failed',
})

/** Confirming an intent with a card of this behaviour; `null` (an unknown token) is refused. */
export const confirmOutcome = (behaviour: CardBehaviour | null): Outcome => {
  switch (behaviour) {
    case null:
      return refused(CARD_ERRORS.resource_missing)
    case 'succeed':
      return authorised
    case 'authenticate':
    case 'authenticate_then_insufficient_funds':
      return { status: 'requires_action', lastError: null, event: 'payment_intent.requires_action' }
    default:
      return refused(CARD_ERRORS[behaviour])
  }
}

/**
 * Issue 14: charging the card of a paid intent again without the parent (off-session). A card that asks for
 * authentication cannot be charged so; one that paid before otherwise is.
 */
export const offSessionOutcome = (behaviour: CardBehaviour | null): Outcome => {
  switch (behaviour) {
    case null:
      return refused(CARD_ERRORS.resource_missing)
    case 'succeed':
      return { status: 'succeeded', lastError: null, event: 'payment_intent.succeeded' }
    case 'authenticate':
    case 'authenticate_then_insufficient_funds':
      return refused(CARD_ERRORS.authentication_required)
    default:
      return refused(CARD_ERRORS[behaviour])
  }
}

/** The parent's answer on the bank's challenge page. */
export type ChallengeAnswer = 'complete' | 'fail' | 'close'
export const CHALLENGE_ANSWERS: readonly ChallengeAnswer[] = ['complete', 'fail', 'close']

/** The challenge answered for a card of this behaviour. */
export const challengeOutcome = (behaviour: CardBehaviour, answer: ChallengeAnswer): Outcome => {
  if (answer === 'fail') return refused(CARD_ERRORS.authentication_failed)
  if (answer === 'close') return refused(CARD_ERRORS.authentication_closed)
  return behaviour === 'authenticate_then_insufficient_funds' ? refused(CARD_ERRORS.insufficient_funds) : authorised
}

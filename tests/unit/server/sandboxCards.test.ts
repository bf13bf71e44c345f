import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../server/http'
import {
  CHALLENGE_ANSWERS,
  challengeOutcome,
  confirmOutcome,
  TEST_CARDS,
} from '../../../server/services/payments/sandboxCards'
import { signNotification, verifySignedNotification } from '../../../server/services/payments/sandboxNotifications'
import { tokeniseCard } from '../../../server/services/payments/sandboxTokens'

// Issue 13 point 1: the sandbox behaves like Stripe's test mode (its public test numbers, /work/shared/STACK.md) and
// refuses at tokenisation what a real provider refuses (C §5 card rules).

const NOV_2026 = Date.UTC(2026, 10, 15) / 1000
const card = (number: string, more: Partial<Record<'cvc' | 'expMonth' | 'expYear' | 'holderName', string>> = {}) => ({
  holderName: 'Ada Parent',
  number,
  expMonth: '12',
  expYear: '30',
  cvc: number.startsWith('37') ? '1234' : '123',
  ...more,
})

const authorised = { status: 'requires_capture', lastError: null, event: 'payment_intent.amount_capturable_updated' }
const refused = (code: string, message: string) => ({
  status: 'requires_payment_method',
  lastError: { code, message },
  event: 'payment_intent.payment_failed',
})
const asksForAuthentication = { status: 'requires_action', lastError: null, event: 'payment_intent.requires_action' }

describe('every test number, typed as on the card, behaves as in Stripe test mode', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', '4242', 'succeed', authorised],
    ['4000 0000 0000 0002', 'visa', '0002', 'card_declined', refused('card_declined', 'Your card was declined.')],
    [
      '4000 0000 0000 9995',
      'visa',
      '9995',
      'insufficient_funds',
      refused('insufficient_funds', 'Your card has insufficient funds.'),
    ],
    ['4000 0000 0000 0069', 'visa', '0069', 'expired_card', refused('expired_card', 'Your card has expired.')],
    [
      '4000 0000 0000 0127',
      'visa',
      '0127',
      'incorrect_cvc',
      refused('incorrect_cvc', "Your card's security code is incorrect."),
    ],
    [
      '4000 0000 0000 0119',
      'visa',
      '0119',
      'processing_error',
      refused('processing_error', 'An error occurred while processing your card. Try again in a little bit.'),
    ],
    ['4000 0027 6000 3184', 'visa', '3184', 'authenticate', asksForAuthentication],
    ['4000 0082 6000 3178', 'visa', '3178', 'authenticate_then_insufficient_funds', asksForAuthentication],
    ['5555 5555 5555 4444', 'mastercard', '4444', 'succeed', authorised],
    ['3782 822463 10005', 'american-express', '0005', 'succeed', authorised],
    ['6011 1111 1111 1117', 'discover', '1117', 'succeed', authorised],
  ])('%s: %s ending %s, %s', (number, brand, last4, behaviour, outcome) => {
    const token = tokeniseCard(card(number), NOV_2026)
    expect(token).toEqual({ brand, last4, behaviour })
    expect(confirmOutcome(token.behaviour)).toEqual(outcome)
  })

  it('the table holds exactly the numbers of the contract', () => {
    expect(Object.keys(TEST_CARDS)).toHaveLength(8)
  })

  it('an unknown token is refused in plain words', () => {
    expect(confirmOutcome(null)).toEqual(
      refused('resource_missing', 'We could not find the card you entered. Please enter your card details again.'),
    )
  })
})

describe('the authentication challenge', () => {
  const failed = refused(
    'authentication_failed',
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  )
  const closed = refused('authentication_closed', 'You closed the authentication window: the card was not charged.')
  it.each([
    ['authenticate', 'complete', authorised],
    ['authenticate', 'fail', failed],
    ['authenticate', 'close', closed],
    [
      'authenticate_then_insufficient_funds',
      'complete',
      refused('insufficient_funds', 'Your card has insufficient funds.'),
    ],
    ['authenticate_then_insufficient_funds', 'fail', failed],
    ['authenticate_then_insufficient_funds', 'close', closed],
  ] as const)('%s, answered %s', (behaviour, answer, outcome) => {
    expect(challengeOutcome(behaviour, answer)).toEqual(outcome)
  })

  it('has the three answers of the page', () => {
    expect(CHALLENGE_ANSWERS).toEqual(['complete', 'fail', 'close'])
  })
})

describe('tokenisation refuses what a real provider refuses (C §5)', () => {
  const refusal = (input: ReturnType<typeof card>) => {
    try {
      tokeniseCard(input, NOV_2026)
    } catch (e) {
      if (e instanceof HttpError) return { status: e.status, code: e.code, message: e.message, fields: e.fields }
      throw e
    }
    throw new Error('accepted')
  }
  it.each([
    ['a number failing Luhn', card('4242 4242 4242 4241'), 'Your card number is not valid.', 'card.number'],
    ['a past expiry', card('4242424242424242', { expMonth: '10', expYear: '26' }), 'in the past.', 'card.expiry'],
    ['month 13', card('4242424242424242', { expMonth: '13' }), "Your card's expiry date is not valid.", 'card.expiry'],
    ['a 4-digit CVC on a Visa', card('4242424242424242', { cvc: '1234' }), 'security code is not valid.', 'card.cvc'],
    ['a 3-digit CVC on an Amex', card('378282246310005', { cvc: '123' }), 'security code is not valid.', 'card.cvc'],
    ['no name', card('4242424242424242', { holderName: ' ' }), 'Please enter the name on the card.', 'card.holderName'],
  ])('%s: 400 invalid_card in plain words, the field named', (_, input, words, field) => {
    const answer = refusal(input)
    expect(answer).toMatchObject({ status: 400, code: 'invalid_card' })
    expect(answer.message).toContain(words)
    expect(Object.keys(answer.fields ?? {})).toEqual([field])
  })

  it('the current month is still good', () => {
    expect(tokeniseCard(card('4242424242424242', { expMonth: '11', expYear: '26' }), NOV_2026).last4).toBe('4242')
  })
})

describe('notification signatures', () => {
  const secret = 'k'.repeat(64)
  const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } })
  const at = 1_800_000_000
  const signature = signNotification(secret, body, at)

  it('verify within five minutes of the clock and give the event', () => {
    expect(signature).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/)
    const event = { id: 'evt_1', type: 'payment_intent.succeeded', intentId: 'pi_1' }
    expect(verifySignedNotification(secret, body, signature, at)).toEqual(event)
    expect(verifySignedNotification(secret, body, signature, at + 300)).toEqual(event)
  })

  it.each([
    ['older than five minutes', body, signature, at + 301],
    ['another key', body, signNotification('x'.repeat(64), body, at), at],
    ['a tampered body', body.replace('pi_1', 'pi_2'), signature, at],
    ['a changed timestamp', body, signature.replace('t=1800000000', 't=1800000001'), at],
    ['no signature', body, undefined, at],
    ['a malformed header', body, `${signature},v0=00`, at],
  ])('refuse %s', (_, text, header, now) => {
    expect(verifySignedNotification(secret, text, header, now)).toBeNull()
  })
})

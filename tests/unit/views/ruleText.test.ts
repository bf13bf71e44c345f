import { describe, expect, it } from 'vitest'
import { createIntl } from '../../../adapters/react/intl'
import type { LockCondition, LockReason } from '../../../core/lockExplanation'
import { formatMoney } from '../../../core/money'
import { ruleText } from '../../../machines/ruleText'
import { messagesFor } from '../../../ui/messages/index'
import { sayRule } from '../../../ui/shop/sayRule'

// B §4 business-rule buttons (why a product is locked), C §4 checkout gate (required-for-checkout rules), issue 15:
// in the shopper's language, money in the page's locale.
const condition = (c: Partial<LockCondition> & Pick<LockCondition, 'kind'>): LockCondition => ({
  label: '',
  minimumQuantity: null,
  minimumSpend: null,
  ...c,
})
const reason = (conditions: LockCondition[], r: Partial<LockReason> = {}): LockReason => ({
  ruleId: 'r1',
  kind: 'unlock',
  operator: 'all',
  conditions,
  ...r,
})
const usd = (dollars: number) => dollars * 100_000

const sayIn = (language: 'en' | 'es', locale: string, r: LockReason, checkout = false) => {
  const intl = createIntl({ locale, messages: messagesFor(language) })
  return sayRule(
    intl,
    ruleText(r, (amount) => formatMoney(amount, 'USD', locale), checkout),
  )
}

const COLLECTIONS = condition({ kind: 'category', label: 'Collections', minimumQuantity: 1 })
const DETAILS = condition({ kind: 'form', label: 'Student details' })

describe('a business rule in words', () => {
  it.each([
    [reason([COLLECTIONS]), 'Add something from Collections (at least 1) to your order to unlock this.'],
    [
      reason([condition({ kind: 'product', label: '8x10 Print', minimumQuantity: 2, minimumSpend: usd(30) })]),
      'Add 8x10 Print (at least 2, $30.00 or more) to your order to unlock this.',
    ],
    [
      reason([condition({ kind: 'order', minimumSpend: usd(1234.5) }), DETAILS], { operator: 'any' }),
      'Add an order of $1,234.50 or more or the Student details form filled in to your order to unlock this.',
    ],
    [
      reason([condition({ kind: 'product', label: 'Digital file' })], { kind: 'lock' }),
      'Not available while your order has Digital file.',
    ],
    [
      reason([condition({ kind: 'unknown', minimumQuantity: 3 })]),
      'Add a condition this shop sets to your order to unlock this.',
    ],
  ])('in English: %j', (r, text) => {
    expect(sayIn('en', 'en-US', r)).toBe(text)
  })

  it.each([
    [reason([COLLECTIONS]), 'Agregue algo de Collections (al menos 1) a su pedido para desbloquear este producto.'],
    [
      reason([condition({ kind: 'order', minimumSpend: usd(1234.5) }), DETAILS], { operator: 'any' }),
      'Agregue un pedido de $1,234.50 o más o el formulario Student details completado a su pedido para desbloquear este producto.',
    ],
    [
      reason([condition({ kind: 'product', label: 'Digital file' })], { kind: 'lock' }),
      'No está disponible mientras su pedido tenga Digital file.',
    ],
  ])('in Spanish (es-US): %j', (r, text) => {
    expect(sayIn('es', 'es-US', r)).toBe(text)
  })

  it('the checkout gate says what the order needs before checkout', () => {
    expect(sayIn('en', 'en-US', reason([DETAILS]), true)).toBe(
      'Your order needs the Student details form filled in before checkout.',
    )
    expect(sayIn('es', 'es-US', reason([DETAILS, COLLECTIONS]), true)).toBe(
      'Antes de pagar, su pedido necesita el formulario Student details completado y algo de Collections (al menos 1).',
    )
  })

  it('each rule has a key of its own for the list', () => {
    expect(ruleText(reason([], { ruleId: '7', kind: 'lock' }), String).key).toBe('lock7')
  })
})

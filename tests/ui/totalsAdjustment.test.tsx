// Issue 15 point 2 (C §2 order totals): the parent reads the studio's adjustment with its reason in the cart's totals,
// in English and Spanish.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { IntlProvider } from '../../adapters/react/intl'
import type { TotalsView } from '../../machines/cartView'
import { messagesFor } from '../../ui/messages'
import { TotalsList } from '../../ui/shop/TotalsList'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const totals = (adjustment: TotalsView['adjustment']): TotalsView => ({
  subTotal: 2_600_000,
  savings: 0,
  couponDiscount: 0,
  coupon: null,
  adjustment,
  serviceFee: null,
  tax: { amount: 0, rate: null },
  shipping: 795_000,
  refund: null,
  total: 2_600_000 + 795_000 + (adjustment?.amount ?? 0),
})

let cleanup = () => {}
afterEach(() => cleanup())

const render = (language: 'en' | 'es', view: TotalsView) => {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <IntlProvider locale={language} messages={messagesFor(language)}>
        <TotalsList totals={view} formatPrice={(n) => `$${(n / 100_000).toFixed(2)}`} testIdPrefix="total" />
      </IntlProvider>,
    ),
  )
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
  }
  return (name: string) => container.querySelector(`[data-testid="total-${name}"]`)?.textContent ?? null
}

describe('the adjustment in the totals', () => {
  it.each([
    ['en', 'Adjustment (Damaged print)−$5.00'],
    ['es', 'Ajuste (Damaged print)−$5.00'],
  ] as const)('%s: a take-off with its reason', (language, text) => {
    const row = render(language, totals({ amount: -500_000, reason: 'Damaged print' }))
    expect(row('adjustment')).toBe(text)
    expect(row('total')).toContain('$28.95')
  })

  it('an addition, and no line without an adjustment', () => {
    expect(render('en', totals({ amount: 250_000, reason: 'Extra retouching' }))('adjustment')).toBe(
      'Adjustment (Extra retouching)$2.50',
    )
    cleanup()
    expect(render('en', totals(null))('adjustment')).toBeNull()
  })
})

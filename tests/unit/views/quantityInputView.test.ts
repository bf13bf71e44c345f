import { describe, expect, it } from 'vitest'
import { quantityInputView } from '../../../machines/quantityInputView'
import { expectMessages } from './dialogFixtures'

describe('quantityInputView (B §2 quantity widget, B §5 quantity input)', () => {
  it('B §5: minimum 1, so minus is off at 1', () => {
    expect(quantityInputView(1, false).decrease).toEqual({ label: 'quantity.decrease', disabled: true })
    expect(quantityInputView(2, false).decrease.disabled).toBe(false)
  })

  it('B §5: at the limit plus is off and the max-quantity tip shows', () => {
    expect(quantityInputView(5, true)).toEqual({
      text: '5',
      decrease: { label: 'quantity.decrease', disabled: false },
      increase: { label: 'quantity.increase', disabled: true },
      maxTip: true,
    })
    expect(quantityInputView(3, false)).toMatchObject({ increase: { disabled: false }, maxTip: false })
    expectMessages('quantity.decrease', 'quantity.increase', 'quantity.max_tip')
  })
})

/**
 * B §2 quantity widget, B §5 quantity input: minus and plus around a text input. Minus is off at the minimum of 1,
 * plus at the limit, where the max-quantity tip shows. `atLimit` comes from the product panel (core/quantity
 * isAtLimit with the product's bounds); the steps and what a commit clamps to are the panel machine's.
 */
export const quantityInputView = (value: number, atLimit: boolean) => ({
  text: String(value),
  decrease: { label: 'quantity.decrease', disabled: value <= 1 },
  increase: { label: 'quantity.increase', disabled: atLimit },
  /** 'quantity.max_tip' */
  maxTip: atLimit,
})

export type QuantityInputView = ReturnType<typeof quantityInputView>

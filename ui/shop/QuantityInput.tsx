import { useEffect, useId, useState } from 'react'
import { useQuantityInputView } from '../../adapters/react/configureViews'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'

/**
 * B §2 quantity widget: minus and plus around a text input. What is typed is kept until it is committed (blur or
 * Enter); the machine then clamps it with core/quantity. At the limit the max-quantity tip shows. What it shows is the
 * quantity input view (machines/quantityInputView).
 */
export const QuantityInput = (props: {
  value: number
  atLimit: boolean
  onCommit: (text: string) => void
  onStep: (by: 1 | -1) => void
}) => {
  const intl = useIntl()
  const id = useId()
  const view = useQuantityInputView(props.value, props.atLimit)
  const [text, setText] = useState(view.text)
  useEffect(() => setText(view.text), [view.text])
  const stepButton =
    'inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl hover:bg-stone-100 disabled:opacity-40'
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        <FormattedMessage id="quantity.label" />
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          disabled={view.decrease.disabled}
          onClick={() => props.onStep(-1)}
          aria-label={intl.formatMessage({ id: view.decrease.label })}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => props.onCommit(text)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              props.onCommit(text)
            }
          }}
          className="h-11 w-16 min-w-0 rounded-lg border border-stone-300 text-center text-lg"
        />
        <button
          type="button"
          className={stepButton}
          disabled={view.increase.disabled}
          onClick={() => props.onStep(1)}
          aria-label={intl.formatMessage({ id: view.increase.label })}
        >
          +
        </button>
      </div>
      {view.maxTip && (
        <p className="mt-1 text-sm text-stone-600" role="status">
          <FormattedMessage id="quantity.max_tip" />
        </p>
      )}
    </div>
  )
}

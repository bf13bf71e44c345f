import { FormattedMessage } from '../../adapters/react/intl'
import type { CardButton } from '../../machines/productCardView'
import { dangerLink, primaryButton, secondaryButton } from '../components/Modal'

// A button pressed before its panel was made is drawn again with the panel (ui/shop/PanelControls.tsx): `focused`
// gives it the focus back, so the panel's dialog returns it there when it closes.
const focusOnMount = (button: HTMLButtonElement | null) => button?.focus()

/** B §2 a product card's Select, Modify or Add button; without `onClick` its panel has not loaded yet. */
export const ProductButton = ({
  button,
  onClick,
  focused,
}: {
  button: CardButton
  onClick?: () => void
  focused?: boolean
}) => (
  <button
    type="button"
    ref={focused ? focusOnMount : undefined}
    disabled={button.disabled}
    onClick={onClick}
    className={button.primary ? primaryButton : secondaryButton}
  >
    {'text' in button.label ? button.label.text : <FormattedMessage id={button.label.id} />}
  </button>
)

const CART_ITEM_BUTTONS = [
  { name: 'edit', message: 'cart.edit', className: secondaryButton },
  { name: 'remove', message: 'product.remove', className: dangerLink },
] as const

/** C §2 a cart line's Edit (its product panel) and Remove; none given: disabled until the panel has loaded. */
export const CartItemButtons = (props: {
  onEdit?: () => void
  onRemove?: () => void
  focused?: 'edit' | 'remove' | null
}) => (
  <div className="flex gap-2">
    {CART_ITEM_BUTTONS.map(({ name, message, className }) => {
      const onClick = name === 'edit' ? props.onEdit : props.onRemove
      return (
        <button
          key={name}
          type="button"
          ref={props.focused === name ? focusOnMount : undefined}
          className={className}
          disabled={!onClick}
          onClick={onClick}
        >
          <FormattedMessage id={message} />
        </button>
      )
    })}
  </div>
)

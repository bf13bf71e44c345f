import { FormattedMessage } from '../../adapters/react/intl'
import type { CardButton } from '../../machines/productCardView'
import { dangerLink, primaryButton, secondaryButton } from '../components/Modal'

/** B §2 a product card's Select, Modify or Add button; without `onClick` its panel has not loaded yet. */
export const ProductButton = ({ button, onClick }: { button: CardButton; onClick?: () => void }) => (
  <button
    type="button"
    disabled={button.disabled}
    onClick={onClick}
    className={button.primary ? primaryButton : secondaryButton}
  >
    {'text' in button.label ? button.label.text : <FormattedMessage id={button.label.id} />}
  </button>
)

/** C §2 a cart line's Edit (its product panel) and Remove; none given: disabled until the panel has loaded. */
export const CartItemButtons = (props: { onEdit?: () => void; onRemove?: () => void }) => (
  <div className="flex gap-2">
    <button type="button" className={secondaryButton} disabled={!props.onEdit} onClick={props.onEdit}>
      <FormattedMessage id="cart.edit" />
    </button>
    <button type="button" className={dangerLink} disabled={!props.onRemove} onClick={props.onRemove}>
      <FormattedMessage id="product.remove" />
    </button>
  </div>
)

import { useEffect } from 'react'
import { useIntl } from '../../adapters/react/intl'
import { useOptionChooserDialog } from '../../adapters/react/optionChooser'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import type { ViewText } from '../../machines/viewText'
import { Modal, secondaryButton } from '../components/Modal'
import { OptionTiles } from './OptionTiles'

/**
 * B §2 image-option chooser in the product panel: the chosen option (picture, label, extra amount) with a Change
 * button, or a button to choose; the button opens a modal of the options as images with label and a retail amount
 * badge when above 0, titled with the group's label (else 'Make a selection'). Choosing one sets it and closes the
 * modal. What it shows and sends is the option chooser view (machines/optionChooserView).
 */
export const ImageOptionChooser = (props: {
  group: ProductOptionGroup
  chosen: readonly string[]
  /** The group's label line ("(optional)", what it adds). */
  label: React.ReactNode
  formatPrice: (amount: number) => string
  onChoose: (optionId: string) => void
}) => {
  const intl = useIntl()
  const { view, send } = useOptionChooserDialog(props.group, props.chosen, props.onChoose)
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  // The panel's content mounts as the panel opens: that is when autoOpen applies (B §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the panel
  useEffect(() => send(view.autoOpen), [])
  const { current, modal } = view
  return (
    <div data-testid="image-option-chooser">
      {props.label}
      <div className="mt-1 flex items-center gap-3">
        {current?.picture ? (
          <img src={current.picture} alt="" className="size-14 rounded-lg object-cover" />
        ) : (
          <span className="size-14 rounded-lg bg-stone-200" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-700" data-testid="image-option-current">
            {current ? (
              <>
                {current.label}
                {current.amount !== null && ` (+${props.formatPrice(current.amount)})`}
              </>
            ) : (
              say(view.placeholder)
            )}
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-1`}
            aria-haspopup="dialog"
            onClick={() => send(view.open)}
          >
            {say(view.button)}
          </button>
        </div>
      </div>
      <Modal open={modal.open} onClose={() => send(modal.close)} title={say(modal.title)}>
        {modal.description && <p className="mb-3 text-sm text-stone-600">{modal.description}</p>}
        <OptionTiles
          label={say(modal.title)}
          tiles={modal.tiles}
          pick
          formatPrice={props.formatPrice}
          onChoose={(optionId) => send(modal.choose(optionId))}
        />
      </Modal>
    </div>
  )
}

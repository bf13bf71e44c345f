import { useEffect } from 'react'
import { useBackgroundChooserDialog } from '../../adapters/react/configureDialogs'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { Image } from '../../core/schemas/photos'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import type { BackgroundEvent } from '../../machines/backgroundChooser'
import type { BackgroundChooserView } from '../../machines/backgroundChooserView'
import type { ViewText } from '../../machines/viewText'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Picture } from '../photos/Picture'
import { OptionTiles } from './OptionTiles'

type Props = {
  group: ProductOptionGroup
  /** The backdrop chosen so far. */
  chosen: string | null
  /** The photo the backdrop goes behind, for the preview. */
  photo: Image | null
  formatPrice: (amount: number) => string
  onApply: (optionId: string) => void
  /** A label above the button (the node's, with a background per node). */
  label?: string
}

/**
 * B §2 background (green screen) chooser: the chosen backdrop and a button opening a modal of backdrop swatches, with
 * a preview of the photo's knockout over the chosen backdrop (B §5 other). A group with autoOpen opens it as the
 * product panel opens (B §4). What it shows and sends is the background chooser view (machines/backgroundChooserView).
 */
export const BackgroundChooser = ({ group, chosen, photo, formatPrice, onApply, label }: Props) => {
  const intl = useIntl()
  const { view, send } = useBackgroundChooserDialog({ group, chosen, photo, label }, onApply)
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  // The panel's content mounts as the panel opens: that is when autoOpen applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the panel
  useEffect(() => send(view.autoOpen), [])
  const { current, modal } = view
  return (
    <div data-testid="background-chooser">
      <p className="text-sm font-medium text-stone-800">{view.label}</p>
      <div className="mt-1 flex items-center gap-3">
        {current?.picture ? (
          <img src={current.picture} alt="" className="size-14 rounded-lg object-cover" />
        ) : (
          <span className="size-14 rounded-lg bg-stone-200" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-700" data-testid="background-current">
            {current ? (
              <>
                {current.label}
                {current.amount !== null && ` (+${formatPrice(current.amount)})`}
              </>
            ) : (
              <FormattedMessage id={view.none} />
            )}
          </p>
          <button type="button" className={`${secondaryButton} mt-1`} onClick={() => send(view.open)}>
            {say(view.button)}
          </button>
        </div>
      </div>
      <BackgroundChooserModal modal={modal} send={send} formatPrice={formatPrice} />
    </div>
  )
}

/**
 * B §2 background chooser modal: backdrop swatches, the preview of the photo's knockout over the one selected, apply
 * and cancel. Also the backdrop dialog of a change after purchase (ui/order/ItemChanges.tsx).
 */
export const BackgroundChooserModal = ({
  modal,
  send,
  formatPrice,
}: {
  modal: BackgroundChooserView['modal']
  send: (event: BackgroundEvent) => void
  formatPrice: (amount: number) => string
}) => {
  const intl = useIntl()
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  return (
    <Modal
      open={modal.open}
      onClose={() => send(modal.close)}
      title={modal.title}
      size="lg"
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={() => send(modal.close)}>
            <FormattedMessage id="product.cancel" />
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={modal.apply.disabled}
            onClick={() => send(modal.apply.event)}
          >
            <FormattedMessage id="background.apply" />
          </button>
        </div>
      }
    >
      {modal.description && <p className="mb-3 text-sm text-stone-600">{modal.description}</p>}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <BackdropPreview preview={modal.preview} say={say} />
        <OptionTiles
          label={modal.title}
          tiles={modal.tiles}
          formatPrice={formatPrice}
          onChoose={(optionId) => send(modal.select(optionId))}
          columns="grid-cols-3 sm:grid-cols-3"
        />
      </div>
    </Modal>
  )
}

/** The photo's knockout (transparent renditions) laid over the backdrop: CSS layers, as the print will look. */
const BackdropPreview = (props: {
  preview: BackgroundChooserView['modal']['preview']
  say: (text: ViewText) => string
}) => {
  const { backdrop, knockout, label, caption } = props.preview
  return (
    <figure className="mx-auto w-full max-w-64">
      <div
        className="relative aspect-[4/5] overflow-hidden rounded-lg bg-stone-200"
        data-testid="backdrop-preview"
        role="img"
        aria-label={label ? props.say(label) : undefined}
      >
        {backdrop && <img src={backdrop} alt="" className="absolute inset-0 size-full object-cover" />}
        {knockout && (
          <Picture
            picture={knockout}
            sizes="256px"
            alt=""
            className="absolute inset-0 size-full object-contain object-bottom"
            data-testid="backdrop-knockout"
          />
        )}
      </div>
      {caption && (
        <figcaption className="mt-2 text-xs text-stone-600">
          <FormattedMessage id={caption} />
        </figcaption>
      )}
    </figure>
  )
}

import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useBackgroundChooser } from '../../adapters/react/configure'
import type { Image } from '../../core/schemas/photos'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { OptionTiles, optionPicture } from './OptionTiles'

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
 * product panel opens (B §4).
 */
export const BackgroundChooser = ({ group, chosen, photo, formatPrice, onApply, label }: Props) => {
  const intl = useIntl()
  const [state, send] = useBackgroundChooser(group.parameters.autoOpen === true, onApply)
  // The panel's content mounts as the panel opens: that is when autoOpen applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the panel
  useEffect(() => send({ type: 'background.autoOpen', current: chosen }), [])
  const current = group.productOptions.find((o) => o.id === chosen) ?? null
  const selected = group.productOptions.find((o) => o.id === state.context.selected) ?? null
  const currentPicture = current && optionPicture(current)
  return (
    <div data-testid="background-chooser">
      <p className="text-sm font-medium text-stone-800">{label ?? group.label}</p>
      <div className="mt-1 flex items-center gap-3">
        {currentPicture ? (
          <img src={currentPicture} alt="" className="size-14 rounded-lg object-cover" />
        ) : (
          <span className="size-14 rounded-lg bg-stone-200" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-700" data-testid="background-current">
            {current ? (
              <>
                {current.label}
                {current.retailAmount > 0 && ` (+${formatPrice(current.retailAmount)})`}
              </>
            ) : (
              <FormattedMessage id="background.none" />
            )}
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-1`}
            onClick={() => send({ type: 'background.open', current: chosen })}
          >
            {current
              ? intl.formatMessage({ id: 'background.change' })
              : (group.parameters.buttonText ?? intl.formatMessage({ id: 'background.choose' }))}
          </button>
        </div>
      </div>
      <Modal
        open={state.matches('open')}
        onClose={() => send({ type: 'background.close' })}
        title={group.label}
        size="lg"
        footer={
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'background.close' })}>
              <FormattedMessage id="product.cancel" />
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={!selected}
              onClick={() => send({ type: 'background.apply' })}
            >
              <FormattedMessage id="background.apply" />
            </button>
          </div>
        }
      >
        {group.description && <p className="mb-3 text-sm text-stone-600">{group.description}</p>}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <BackdropPreview
            photo={photo}
            backdrop={selected ? (selected.backgroundAsset ?? optionPicture(selected)) : null}
            label={selected?.label ?? null}
          />
          <OptionTiles
            label={group.label}
            options={group.productOptions}
            chosen={state.context.selected ? [state.context.selected] : []}
            formatPrice={formatPrice}
            onChoose={(optionId) => send({ type: 'background.select', optionId })}
            columns="grid-cols-3 sm:grid-cols-3"
          />
        </div>
      </Modal>
    </div>
  )
}

/** The photo's knockout (transparent renditions) laid over the backdrop: CSS layers, as the print will look. */
const BackdropPreview = (props: { photo: Image | null; backdrop: string | null; label: string | null }) => {
  const intl = useIntl()
  const knockout = props.photo?.knockout ?? null
  return (
    <figure className="mx-auto w-full max-w-64">
      <div
        className="relative aspect-[4/5] overflow-hidden rounded-lg bg-stone-200"
        data-testid="backdrop-preview"
        role="img"
        aria-label={props.label ? intl.formatMessage({ id: 'background.preview' }, { label: props.label }) : undefined}
      >
        {props.backdrop && <img src={props.backdrop} alt="" className="absolute inset-0 size-full object-cover" />}
        {knockout && (
          <img
            src={knockout.mediumUrl}
            alt=""
            className="absolute inset-0 size-full object-contain object-bottom"
            data-testid="backdrop-knockout"
          />
        )}
      </div>
      {!knockout && (
        <figcaption className="mt-2 text-xs text-stone-600">
          <FormattedMessage id={props.photo ? 'background.no_knockout' : 'background.no_photo'} />
        </figcaption>
      )}
    </figure>
  )
}

import { useEffect, useId } from 'react'
import { useImageOptions } from '../../adapters/react/configure'
import { useCropper, useImageChooserDialog, usePhotoSlotView } from '../../adapters/react/configureDialogs'
import { FormattedMessage } from '../../adapters/react/intl'
import type { PanelEvent } from '../../machines/productPanel'
import type { NodeView } from '../../machines/productPanelView'
import { secondaryButton } from '../components/Modal'
import { FramedPhoto } from '../photos/FramedPhoto'
import { BackgroundChooser } from './BackgroundChooser'
import { CropModal } from './CropModal'
import { ImageChooserModal } from './ImageChooserModal'
import { ImageOptionsModal } from './ImageOptionsModal'

type Props = {
  /** The node as the product panel's view shows it: label, choice, the photos chosen beside it, its events. */
  node: NodeView
  send: (event: PanelEvent) => void
  formatPrice: (amount: number) => string
}

/**
 * B §2 single-pose image chooser: the chosen photo, change photo, crop or review crop, the image options link and
 * count, and the chooser modal (16 a page). A pick goes to the panel, which asks for the photo's options (B §4).
 */
export const PhotoSlot = ({ node, send: sendPanel, formatPrice }: Props) => {
  const slot = useId()
  const slotView = usePhotoSlotView(node)
  const { selected } = slotView
  const [, sendOptions] = useImageOptions()
  const chooser = useImageChooserDialog(node.product, node.chosen, (imageId, imageCropId) =>
    sendPanel({
      ...node.events.image(imageId, imageCropId),
      image: chooser.photos.find((p) => p.id === imageCropId)?.image,
      origin: slot,
    } as PanelEvent),
  )
  const { view, send } = chooser
  const [crop, sendCrop] = useCropper((box, rotation) => sendPanel(node.events.crop(box, rotation)))
  // Issue 16 point 2: a green-screen product asks for the photo first: its chooser opens as the panel opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the panel
  useEffect(() => {
    if (slotView.opensChooser && view.canOpen) send(view.openEvent)
  }, [])
  return (
    <div className="rounded-lg border border-dashed border-stone-300 p-3" data-testid="photo-slot">
      <p className="text-sm font-medium text-stone-700">
        {slotView.label ? (
          <FormattedMessage id="product.photo_for" values={{ node: slotView.label }} />
        ) : (
          <FormattedMessage id="product.photo" />
        )}
      </p>
      <div className="mt-2 flex items-center gap-3">
        {slotView.thumbnail ? (
          <FramedPhoto
            photo={slotView.thumbnail}
            sizes={[[0, '80px']]}
            className="h-24 w-20 shrink-0 rounded bg-stone-100"
            loading="eager"
          />
        ) : (
          <span className="flex h-24 w-20 items-center justify-center rounded bg-stone-100 text-xs text-stone-500">
            <FormattedMessage id="product.photo_needed" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => send(view.openEvent)}
            disabled={!view.canOpen}
          >
            <FormattedMessage id={selected ? 'product.change_photo' : 'product.choose_photo'} />
          </button>
          {slotView.crop && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                sendCrop({
                  type: 'crop.open',
                  crop: slotView.crop?.crop ?? null,
                  rotation: slotView.crop?.rotation ?? 0,
                })
              }
            >
              <FormattedMessage id={slotView.crop.label} />
            </button>
          )}
        </div>
      </div>
      {slotView.cropStatus && (
        <p className="mt-1 text-xs text-stone-600" data-testid="crop-status">
          <FormattedMessage id="crop.status" values={{ degrees: slotView.cropStatus.degrees }} />
        </p>
      )}
      {selected && slotView.optionsLink && (
        <button
          type="button"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand underline"
          onClick={() =>
            sendOptions({
              type: 'imageOptions.request',
              image: selected.image,
              imageCropId: selected.id,
              forced: true,
              origin: slot,
            })
          }
        >
          <FormattedMessage id="imageOptions.link" values={{ count: slotView.optionCount }} />
        </button>
      )}
      {slotView.backgroundGroup && (
        <div className="mt-2">
          <BackgroundChooser
            group={slotView.backgroundGroup}
            chosen={node.choice?.backgroundOptionId ?? null}
            photo={selected?.image ?? null}
            formatPrice={formatPrice}
            onApply={(optionId) => sendPanel(node.events.background(optionId))}
          />
        </div>
      )}
      {selected && <CropModal image={selected.image} snapshot={crop} send={sendCrop} />}
      <ImageOptionsModal origin={slot} formatPrice={formatPrice} />
      {view.noSubject && (
        <p className="mt-2 text-sm text-stone-600">
          <FormattedMessage id="product_panel.image_chooser_no_subject" />
        </p>
      )}
      <ImageChooserModal view={view} send={send} formatPrice={formatPrice} />
    </div>
  )
}

import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCropper, useCroppingAvailable, useImageOptionCount, useImageOptions } from '../../adapters/react/configure'
import { useFavouriteCropIds } from '../../adapters/react/photos'
import { useImageChooser, useSubjectPhotos } from '../../adapters/react/shop'
import { chooserView } from '../../core/chooser'
import { imageOptionsOffered } from '../../core/imageOptions'
import { croppingOffered } from '../../core/images'
import { PAGE_SIZES, pageItems, pagination } from '../../core/paging'
import { photoChoice } from '../../core/poses'
import type { ImageCrop } from '../../core/schemas/photos'
import type { PanelEvent } from '../../machines/productPanel'
import type { NodeView } from '../../machines/productPanelView'
import { Modal, secondaryButton } from '../components/Modal'
import { Pager } from '../components/Pager'
import { BackgroundChooser } from './BackgroundChooser'
import { CropModal } from './CropModal'
import { ImageOptionsModal } from './ImageOptionsModal'

type Props = {
  /** The node as the product panel's view shows it: label, choice, the photos chosen beside it, its events. */
  node: NodeView
  send: (event: PanelEvent) => void
  formatPrice: (amount: number) => string
}

const posed = (crop: ImageCrop) => ({ imageId: crop.image.id, poseId: crop.poseId })

/**
 * B §2 single-pose image chooser: the chosen photo, change photo, crop or review crop, the image options link and
 * count, and the chooser modal (16 a page). A picked photo asks for its options when the shopper wants that (B §4).
 */
export const PhotoSlot = ({ node, send: sendPanel, formatPrice }: Props) => {
  const { label, product, choice, chosen } = node
  const intl = useIntl()
  const slot = useId()
  const { status, photos } = useSubjectPhotos()
  const [options, sendOptions] = useImageOptions()
  // The pick goes to the panel with the photo and this slot; the panel asks for its photo options (B §4).
  const [state, send] = useImageChooser((imageId, imageCropId) =>
    sendPanel({
      ...node.events.image(imageId, imageCropId),
      image: photos.find((p) => p.id === imageCropId)?.image,
      origin: slot,
    } as PanelEvent),
  )
  const [crop, sendCrop] = useCropper((box, rotation) => sendPanel(node.events.crop(box, rotation)))
  const croppingAvailable = useCroppingAvailable()
  const favouriteCropIds = useFavouriteCropIds()
  const selected =
    photos.find((p) => p.id === choice?.imageCropId) ?? photos.find((p) => p.image.id === choice?.imageId)
  const optionCount = useImageOptionCount(selected?.image.id ?? null)
  const cropped = Boolean(choice?.crop) || (choice?.rotation ?? 0) !== 0
  const backgroundGroup = product.allowMultipleBackgrounds
    ? product.productOptionGroups.find((g) => g.type === 'background')
    : undefined
  const view = chooserView({
    photos,
    favouriteCropIds,
    rules: product.tagRules,
    galleryId: state.context.galleryId,
  })
  const paging = pagination(state.context.page, view.photos.length, PAGE_SIZES.imageChooser)
  const page = pageItems(view.photos, paging.page, PAGE_SIZES.imageChooser)
  const chosenPoses = chosen.map((c) => ({
    imageId: c.imageId,
    poseId: photos.find((p) => p.image.id === c.imageId)?.poseId,
  }))
  return (
    <div className="rounded-lg border border-dashed border-stone-300 p-3" data-testid="photo-slot">
      <p className="text-sm font-medium text-stone-700">
        {label ? (
          <FormattedMessage id="product.photo_for" values={{ node: label }} />
        ) : (
          <FormattedMessage id="product.photo" />
        )}
      </p>
      <div className="mt-2 flex items-center gap-3">
        {selected ? (
          <img src={selected.image.smallUrl} alt={selected.image.label} className="h-24 w-20 rounded object-cover" />
        ) : (
          <span className="flex h-24 w-20 items-center justify-center rounded bg-stone-100 text-xs text-stone-500">
            <FormattedMessage id="product.photo_needed" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => send({ type: 'chooser.open' })}
            disabled={status !== 'loaded'}
          >
            <FormattedMessage id={selected ? 'product.change_photo' : 'product.choose_photo'} />
          </button>
          {selected && croppingOffered(selected.image, croppingAvailable) && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                sendCrop({ type: 'crop.open', crop: choice?.crop ?? null, rotation: choice?.rotation ?? 0 })
              }
            >
              <FormattedMessage id={cropped ? 'crop.review' : 'crop.open'} />
            </button>
          )}
        </div>
      </div>
      {selected && cropped && (
        <p className="mt-1 text-xs text-stone-600" data-testid="crop-status">
          <FormattedMessage id="crop.status" values={{ degrees: choice?.rotation ?? 0 }} />
        </p>
      )}
      {selected && imageOptionsOffered(selected.image, options.context.groups) && (
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
          <FormattedMessage id="imageOptions.link" values={{ count: optionCount }} />
        </button>
      )}
      {backgroundGroup && (
        <div className="mt-2">
          <BackgroundChooser
            group={backgroundGroup}
            chosen={choice?.backgroundOptionId ?? null}
            photo={selected?.image ?? null}
            formatPrice={formatPrice}
            onApply={(optionId) => sendPanel(node.events.background(optionId))}
          />
        </div>
      )}
      {selected && <CropModal image={selected.image} snapshot={crop} send={sendCrop} />}
      <ImageOptionsModal origin={slot} formatPrice={formatPrice} />
      {status === 'none' && (
        <p className="mt-2 text-sm text-stone-600">
          <FormattedMessage id="product_panel.image_chooser_no_subject" />
        </p>
      )}
      <Modal
        open={state.matches('open')}
        onClose={() => send({ type: 'chooser.close' })}
        title={intl.formatMessage({ id: 'product.choose_photo' })}
        size="lg"
      >
        {view.galleries.length > 0 && (
          <label className="mb-3 block text-sm">
            <FormattedMessage id="chooser.gallery" />
            <select
              className="ml-2 min-h-11 rounded-lg border border-stone-300 bg-white px-2"
              value={state.context.galleryId ?? ''}
              onChange={(e) => send({ type: 'chooser.gallery', galleryId: e.target.value || null })}
            >
              <option value="">{intl.formatMessage({ id: 'chooser.all_galleries' })}</option>
              {view.galleries.map((g) => (
                <option key={g} value={g}>
                  {photos.find((p) => p.image.gallery === g)?.image.label.split(' · ')[0] ?? g}
                </option>
              ))}
            </select>
          </label>
        )}
        {view.photos.length === 0 ? (
          <p className="text-stone-600">
            <FormattedMessage id="product_panel.image_chooser_no_photos_available" />
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="chooser-photos">
            {page.map((crop) => {
              const pick = photoChoice(product, chosenPoses, posed(crop))
              return (
                <li key={crop.id}>
                  <button
                    type="button"
                    disabled={!pick.selectable}
                    onClick={() => send({ type: 'chooser.pick', imageId: crop.image.id, imageCropId: crop.id })}
                    className="group block w-full rounded-lg border-2 border-transparent p-1 text-left hover:border-brand disabled:cursor-not-allowed disabled:opacity-40"
                    title={
                      pick.selectable
                        ? undefined
                        : intl.formatMessage({ id: 'product_panel.image_chooser_pose_limit_warning_tooltip' })
                    }
                  >
                    <img
                      src={crop.image.smallUrl}
                      alt={crop.image.label}
                      className="aspect-[4/5] w-full rounded object-cover"
                      loading="lazy"
                    />
                    <span className="mt-1 block truncate text-xs text-stone-600">{crop.image.label}</span>
                    {pick.additionalCost > 0 && (
                      <span className="block text-xs font-semibold text-accent">
                        <FormattedMessage
                          id="chooser.extra_pose"
                          values={{ price: formatPrice(pick.additionalCost) }}
                        />
                      </span>
                    )}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        <Pager paging={paging} onPage={(p) => send({ type: 'chooser.page', page: p })} />
      </Modal>
    </div>
  )
}

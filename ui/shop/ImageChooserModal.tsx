import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { ChooserEvent } from '../../machines/imageChooser'
import type { ImageChooserView } from '../../machines/imageChooserView'
import type { ViewText } from '../../machines/viewText'
import { Modal, secondaryButton } from '../components/Modal'
import { Pager } from '../components/Pager'
import { HeartFilledIcon } from '../photos/Icons'
import { Picture } from '../photos/Picture'
import { sizesOf } from '../photos/sizes'

/** The chooser's tiles: 2 columns of a phone-wide dialog, 4 of a wider one. */
const CHOOSER_SIZES = sizesOf([
  [0, 'calc(50vw - 40px)'],
  [640, '180px'],
])

const segment =
  'inline-flex min-h-11 items-center px-4 text-sm font-medium first:rounded-l-lg last:rounded-r-lg aria-pressed:bg-brand aria-pressed:text-white'

/**
 * B §2 single-pose image chooser modal (machines/imageChooserView.ts): the photos (16 a page), photos the pose limit
 * leaves out disabled with why, an extra pose's cost. Issue 16: favourites first with a switch to all photos (the
 * favourites marked with a heart there), a gallery selector among all photos, and B §8's message when the favourites
 * leave out every photo the product may use, with the way to all photos. Used by a product panel's photo slot and by
 * the pose change after purchase (ui/order/ItemChanges.tsx).
 */
export const ImageChooserModal = ({
  view,
  send,
  formatPrice,
}: {
  view: ImageChooserView
  send: (event: ChooserEvent) => void
  formatPrice: (amount: number) => string
}) => {
  const intl = useIntl()
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  return (
    <Modal open={view.open} onClose={() => send(view.close)} title={intl.formatMessage({ id: view.title })} size="lg">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        {view.showSwitch && (
          <fieldset className="inline-flex rounded-lg border border-stone-300 bg-white" data-testid="chooser-show">
            <legend className="sr-only">
              <FormattedMessage id={view.showSwitch.label} />
            </legend>
            {view.showSwitch.options.map((o) => (
              <button
                key={o.value}
                type="button"
                aria-pressed={o.selected}
                className={segment}
                onClick={() => send(o.event)}
              >
                {say(o.text)}
              </button>
            ))}
          </fieldset>
        )}
        {view.gallerySelect && (
          <label className="block text-sm">
            <FormattedMessage id={view.gallerySelect.label} />
            <select
              className="ml-2 min-h-11 max-w-full rounded-lg border border-stone-300 bg-white px-2"
              value={view.gallerySelect.value}
              onChange={(e) => send(view.selectGallery(e.target.value))}
            >
              {view.gallerySelect.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {say(o.text)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {view.empty ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-stone-600">
            <FormattedMessage id={view.empty} />
          </p>
          {view.showAll && (
            <button type="button" className={secondaryButton} onClick={() => view.showAll && send(view.showAll.event)}>
              <FormattedMessage id={view.showAll.label} />
            </button>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="chooser-photos">
          {view.photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                disabled={!photo.selectable}
                onClick={() => send(photo.pick)}
                className="group relative block w-full rounded-lg border-2 border-transparent p-1 text-left hover:border-brand disabled:cursor-not-allowed disabled:opacity-40"
                title={photo.tooltip ? intl.formatMessage({ id: photo.tooltip }) : undefined}
              >
                <Picture
                  picture={photo}
                  sizes={CHOOSER_SIZES}
                  alt={photo.alt}
                  className="aspect-[4/5] w-full rounded object-cover"
                  loading="lazy"
                />
                {photo.hearted && (
                  <span className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-danger shadow-sm">
                    <HeartFilledIcon className="size-4" />
                    <span className="sr-only">
                      <FormattedMessage id="chooser.favourite" />
                    </span>
                  </span>
                )}
                <span className="mt-1 block truncate text-xs text-stone-600">{photo.label}</span>
                {photo.extraCost !== null && (
                  <span className="block text-xs font-semibold text-accent">
                    <FormattedMessage id="chooser.extra_pose" values={{ price: formatPrice(photo.extraCost) }} />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager pager={view.pager} onPage={(p) => send(view.page(p))} />
    </Modal>
  )
}

import { FormattedMessage, useIntl } from 'react-intl'
import type { ChooserEvent } from '../../machines/imageChooser'
import type { ImageChooserView } from '../../machines/imageChooserView'
import { Modal } from '../components/Modal'
import { Pager } from '../components/Pager'

/**
 * B §2 single-pose image chooser modal (machines/imageChooserView.ts): the photos (16 a page), a gallery selector with
 * several galleries and no favourites, photos the pose limit leaves out disabled with why, an extra pose's cost. Used
 * by a product panel's photo slot and by the pose change after purchase (ui/order/ItemChanges.tsx).
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
  return (
    <Modal open={view.open} onClose={() => send(view.close)} title={intl.formatMessage({ id: view.title })} size="lg">
      {view.gallerySelect && (
        <label className="mb-3 block text-sm">
          <FormattedMessage id={view.gallerySelect.label} />
          <select
            className="ml-2 min-h-11 rounded-lg border border-stone-300 bg-white px-2"
            value={view.gallerySelect.value}
            onChange={(e) => send(view.selectGallery(e.target.value))}
          >
            {view.gallerySelect.options.map((o) => (
              <option key={o.value} value={o.value}>
                {'text' in o.text ? o.text.text : intl.formatMessage({ id: o.text.id }, o.text.values)}
              </option>
            ))}
          </select>
        </label>
      )}
      {view.empty ? (
        <p className="text-stone-600">
          <FormattedMessage id={view.empty} />
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="chooser-photos">
          {view.photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                disabled={!photo.selectable}
                onClick={() => send(photo.pick)}
                className="group block w-full rounded-lg border-2 border-transparent p-1 text-left hover:border-brand disabled:cursor-not-allowed disabled:opacity-40"
                title={photo.tooltip ? intl.formatMessage({ id: photo.tooltip }) : undefined}
              >
                <img
                  src={photo.src}
                  alt={photo.alt}
                  className="aspect-[4/5] w-full rounded object-cover"
                  loading="lazy"
                />
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

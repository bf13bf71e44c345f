import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Redirect, useLocation } from 'wouter'
import {
  useFavourites,
  useGalleryImages,
  usePhotoShop,
  usePreview,
  useYearbookStatus,
} from '../../adapters/react/photos'
import { useOrder } from '../../adapters/react/shop'
import { orderedImageIds } from '../../core/orderedPhotos'
import { galleryImagesPath, galleryNext } from '../../core/photoRoutes'
import type { ImageCrop } from '../../core/schemas/photos'
import { galleryLabel } from '../../core/text'
import { BottomBar } from '../components/BottomBar'
import { LoadFailed } from '../components/LoadFailed'
import { secondaryButton } from '../components/Modal'
import { Pager } from '../components/Pager'
import { priceFormatter } from '../format'
import { FavouritesPanel } from './FavouritesPanel'
import { HeartButton } from './HeartButton'
import { CartIcon } from './Icons'
import { GRID_SIZES, PhotoImage, PhotoPlaceholder } from './PhotoImage'
import { PreviewModal } from './PreviewModal'

/**
 * B §2 /galleries/{id}/images: the entry redirects, then a grid of one page of crops (40, loaded on demand) with
 * hearts, the ordered-photo badge, preview, the gallery selector and the favourites sidebar; the bottom bar goes on
 * to the yearbook or the products, held while favourites are required and none exists, or while fetching.
 */
export const GalleryImagesPage = ({ galleryId }: { galleryId: string }) => {
  const intl = useIntl()
  const [, navigate] = useLocation()
  const shop = usePhotoShop()
  const formatPrice = priceFormatter(shop.store)
  const images = useGalleryImages(galleryId)
  const preview = usePreview()
  const favourites = useFavourites()
  const yearbook = useYearbookStatus()
  const ordered = orderedImageIds(useOrder())
  if (images.redirectTo) return <Redirect to={images.redirectTo} replace />
  const { crops, paging, expected, send } = images
  const gallery = shop.galleries.find((g) => g.id === galleryId)
  const hearted = new Set(favourites.hearts.map((c) => c.id))
  const next = galleryNext({
    stage: shop.clientSession?.stage ?? null,
    yearbook,
    favouriteCount: favourites.hearts.length,
    fetching: images.loading || favourites.busy,
  })
  const toggle = (crop: ImageCrop) => favourites.send({ type: 'favourite.toggle', crop })
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-36">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words">{galleryLabel(gallery?.label ?? '')}</h2>
          <p className="text-sm text-stone-600">
            <FormattedMessage id="galleries.photo_count" values={{ count: images.imageCount }} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {shop.galleries.length > 1 && (
            <label className="flex items-center gap-2 text-sm font-medium">
              <FormattedMessage id="gallery.choose" />
              <select
                className="min-h-11 max-w-56 rounded-lg border border-stone-300 bg-white px-2"
                value={galleryId}
                onChange={(e) => navigate(galleryImagesPath(e.target.value))}
              >
                {shop.galleries.map((g) => (
                  <option key={g.id} value={g.id}>
                    {galleryLabel(g.label)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Link href="/galleries" className={secondaryButton}>
            <FormattedMessage id="gallery.all_galleries" />
          </Link>
        </div>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <main>
          {images.failed ? (
            <LoadFailed onRetry={() => send({ type: 'images.retry' })} />
          ) : (
            <ul
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
              data-testid="gallery-photos"
              aria-busy={crops === null}
            >
              {crops === null
                ? Array.from({ length: expected }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a page still loading
                    <li key={i}>
                      <PhotoPlaceholder />
                    </li>
                  ))
                : crops.map((crop, index) => (
                    <li key={crop.id} className="relative" data-testid="photo">
                      <button
                        type="button"
                        className="block w-full rounded-lg"
                        aria-label={intl.formatMessage({ id: 'gallery.preview' }, { label: crop.image.label })}
                        onClick={() => preview.send({ type: 'preview.open', index, count: crops.length })}
                      >
                        <PhotoImage image={crop.image} sizes={GRID_SIZES} />
                      </button>
                      {favourites.enabled && (
                        <HeartButton
                          crop={crop}
                          hearted={hearted.has(crop.id)}
                          onToggle={toggle}
                          className="absolute top-2 right-2"
                        />
                      )}
                      {ordered.has(crop.image.id) && (
                        <span
                          className="absolute top-2 left-2 inline-flex size-9 items-center justify-center rounded-full bg-brand text-white shadow"
                          title={intl.formatMessage({ id: 'gallery.ordered' })}
                          data-testid="ordered-badge"
                        >
                          <CartIcon className="size-5" />
                          <span className="sr-only">
                            <FormattedMessage id="gallery.ordered" />
                          </span>
                        </span>
                      )}
                      <p className="mt-1 truncate px-1 text-sm text-stone-700">{crop.image.label}</p>
                    </li>
                  ))}
            </ul>
          )}
          <Pager
            paging={paging}
            onPage={(page) => {
              send({ type: 'images.page', page })
              window.scrollTo({ top: 0 })
            }}
          />
        </main>
        <FavouritesPanel currentGalleryId={galleryId} />
      </div>
      <BottomBar
        label={intl.formatMessage({ id: 'gallery.steps' })}
        formatPrice={formatPrice}
        previous={{ href: '/galleries', label: intl.formatMessage({ id: 'gallery.previous' }) }}
        next={{
          href: next.href,
          disabled: !next.enabled,
          label: intl.formatMessage({
            id: next.href === '/yearbook' ? 'gallery.next_yearbook' : 'gallery.next_products',
          }),
          testId: 'next',
        }}
        note={next.blockedBy === 'favourites' ? <FormattedMessage id="gallery.needs_favourite" /> : undefined}
      />
      <PreviewModal crops={crops ?? []} preview={preview} />
    </div>
  )
}

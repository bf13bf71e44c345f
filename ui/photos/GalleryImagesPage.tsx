import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { Link, Redirect, useLocation } from 'wouter'
import { afterPaint } from '../../adapters/react/afterPaint'
import { useGalleryImages } from '../../adapters/react/galleries'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { usePhotoShop } from '../../adapters/react/photos'
import type { PhotoView } from '../../machines/photoView'
import { BottomBar } from '../components/BottomBar'
import { LoadFailed as CodeLoadFailed, LoadBoundary } from '../components/LoadBoundary'
import { LoadFailed } from '../components/LoadFailed'
import { secondaryButton } from '../components/Modal'
import { Pager } from '../components/Pager'
import { usePriceFormatter } from '../format'
import { FavouritesPanel } from './FavouritesPanel'
import { type FirstRowGate, firstRowGate } from './firstRowGate'
import { firstRowTiles, GRID_SIZES } from './grid'
import { HeartButton } from './HeartButton'
import { CartIcon } from './Icons'
import { PhotoImage, PhotoPlaceholder } from './PhotoImage'

// Issue 17 point 2: the preview (its zoom and swipe) comes after the page's first render, in a chunk the server does not
// preload; a photo tapped before it arrives opens once it is in.
// After the grid's first row has painted (its largest paint): on a phone it would share the network with those photos.
const PreviewModal = lazy(afterPaint(() => import('./PreviewModal').then((m) => ({ default: m.PreviewModal }))))

/**
 * B §2 /galleries/{id}/images (machines/galleryImagesView.ts): the entry redirects, then a grid of one page of crops
 * (40, loaded on demand) with hearts, the ordered-photo badge, preview, the gallery selector and the favourites
 * sidebar; the bottom bar goes on to the yearbook or the products, held while favourites are required and none
 * exists, or while fetching.
 */
export const GalleryImagesPage = ({ galleryId }: { galleryId: string }) => {
  const intl = useIntl()
  const [, navigate] = useLocation()
  const formatPrice = usePriceFormatter(usePhotoShop().store)
  const { view, preview, send } = useGalleryImages(galleryId)
  const firstRow = useFirstRow(view.tiles)
  if (view.redirectTo) return <Redirect to={view.redirectTo} replace />
  const { tiles, gallerySelect, next } = view
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-36">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words">{view.title}</h2>
          <p className="text-sm text-stone-600">
            <FormattedMessage id="galleries.photo_count" values={{ count: view.imageCount }} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {gallerySelect.visible && (
            <label className="flex max-w-full flex-wrap items-center gap-2 text-sm font-medium">
              <FormattedMessage id="gallery.choose" />
              <select
                className="min-h-11 max-w-full rounded-lg border border-stone-300 bg-white px-2 sm:max-w-56"
                value={gallerySelect.value}
                onChange={(e) => {
                  const option = gallerySelect.options.find((o) => o.value === e.target.value)
                  if (option) navigate(option.href)
                }}
              >
                {gallerySelect.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {view.allGalleriesHref && (
            <Link href={view.allGalleriesHref} className={secondaryButton}>
              <FormattedMessage id="gallery.all_galleries" />
            </Link>
          )}
        </div>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <main>
          {view.failed ? (
            <LoadFailed onRetry={() => send(view.retry)} />
          ) : (
            <ul
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
              data-testid="gallery-photos"
              aria-busy={tiles === null}
            >
              {tiles === null
                ? Array.from({ length: view.placeholders }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a page still loading
                    <li key={i}>
                      <PhotoPlaceholder />
                    </li>
                  ))
                : tiles.map((tile, i) => (
                    <li key={tile.id} className="relative" data-testid="photo">
                      <button
                        type="button"
                        className="block w-full rounded-lg"
                        aria-label={intl.formatMessage({ id: 'gallery.preview' }, { label: tile.label })}
                        onClick={() => send(tile.open)}
                      >
                        {i < firstRow.tiles ? (
                          <PhotoImage photo={tile.photo} sizes={GRID_SIZES} priority onSettled={firstRow.gate.settle} />
                        ) : (
                          <AfterFirstRow gate={firstRow.gate} photo={tile.photo} />
                        )}
                      </button>
                      {tile.heart && (
                        <HeartButton
                          label={tile.label}
                          hearted={tile.heart.hearted}
                          toggle={tile.heart.toggle}
                          send={send}
                          className="absolute top-2 right-2"
                        />
                      )}
                      {tile.ordered && (
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
                      <p className="mt-1 truncate px-1 text-sm text-stone-700">{tile.label}</p>
                    </li>
                  ))}
            </ul>
          )}
          <Pager
            pager={view.pager}
            onPage={(page) => {
              send(view.page(page))
              window.scrollTo({ top: 0 })
            }}
          />
        </main>
        <FavouritesPanel currentGalleryId={galleryId} />
      </div>
      <BottomBar
        label={intl.formatMessage({ id: 'gallery.steps' })}
        formatPrice={formatPrice}
        previous={
          view.previous
            ? { href: view.previous.href, label: intl.formatMessage({ id: view.previous.label }) }
            : undefined
        }
        next={{
          href: next.href,
          disabled: next.disabled,
          label: intl.formatMessage({ id: next.label }),
          testId: 'next',
        }}
        note={next.note ? <FormattedMessage id={next.note} /> : undefined}
      />
      <LoadBoundary fallback={<CodeLoadFailed className="mt-4" />}>
        <Suspense fallback={null}>
          <PreviewModal preview={preview} send={send} />
        </Suspense>
      </LoadBoundary>
    </div>
  )
}

/**
 * Issue 17 points 3 and 4: the grid's first row at this screen's width (two tiles on a phone) is fetched first, as its
 * preload was (adapters/react/firstReads.ts), and the other tiles of the page wait until those photos have come or
 * failed (./firstRowGate.ts). On a phone the second row is on the first screen too: fetched with the first, it took
 * half of the network the page's largest paint was waiting for.
 */
const useFirstRow = (tiles: readonly { photo: PhotoView }[] | null) => {
  const [tileCount] = useState(() => firstRowTiles((media) => window.matchMedia(media).matches))
  const [gate] = useState(firstRowGate)
  gate.expect((tiles ?? []).slice(0, tileCount).map((tile) => tile.photo))
  return { tiles: tileCount, gate }
}

/** A tile after the first row: it asks for its photo once the first row's are in. */
const AfterFirstRow = ({ gate, photo }: { gate: FirstRowGate; photo: PhotoView }) => (
  <PhotoImage photo={photo} sizes={GRID_SIZES} waits={useSyncExternalStore(gate.subscribe, gate.waiting)} />
)

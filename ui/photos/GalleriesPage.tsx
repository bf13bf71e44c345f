import { Link, Redirect } from 'wouter'
import { useGalleryList } from '../../adapters/react/galleries'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { GalleryTile } from '../../machines/galleryList'
import { Pager } from '../components/Pager'
import { ImagesIcon } from './Icons'
import { Picture } from './Picture'
import { sizesOf } from './sizes'

/**
 * B §2 /galleries (machines/galleryListView.ts): a paged grid of covers (40 a page); with exactly one gallery it goes
 * straight to its photos.
 */
export const GalleriesPage = () => {
  const intl = useIntl()
  const { view, send } = useGalleryList()
  if (view.redirectTo) return <Redirect to={view.redirectTo} replace />
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-10">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="text-2xl font-bold">
          <FormattedMessage id="galleries.title" />
        </h2>
        <a
          href="/"
          className="inline-flex min-h-11 max-w-full items-center rounded-lg border border-stone-300 bg-white px-4 py-1 font-medium text-stone-800 hover:bg-stone-100"
        >
          <FormattedMessage id="galleries.home" />
        </a>
      </div>
      {view.empty ? (
        <>
          <p className="mt-2 max-w-prose text-stone-600">
            <FormattedMessage id="galleries.none" />
          </p>
          <Link
            href="/catalog"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white"
          >
            <FormattedMessage id="galleries.to_catalog" />
          </Link>
        </>
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="galleries">
            {view.tiles.map((tile) => (
              <li key={tile.id}>
                <GalleryCard tile={tile} label={intl.formatMessage({ id: 'galleries.open' }, { label: tile.label })} />
              </li>
            ))}
          </ul>
          <Pager pager={view.pager} onPage={(page) => send(view.page(page))} />
        </>
      )}
    </main>
  )
}

/**
 * The covers' grid: 2 columns 1rem apart, 3 from 640 px, 4 from 1024 px, in a page of at most 72rem with 1rem sides;
 * each card has 0.5rem of padding and a border.
 */
const COVER_SIZES = sizesOf([
  [0, 'calc(50vw - 42px)'],
  [640, 'calc(33.3vw - 37px)'],
  [1024, 'calc(25vw - 34px)'],
  [1152, '254px'],
])

/** A gallery's cover (or the placeholder), its label cut at 50 characters and its photo count. */
const GalleryCard = ({ tile, label }: { tile: GalleryTile; label: string }) => (
  <Link
    href={tile.href}
    aria-label={label}
    className="group block rounded-xl border border-stone-200 bg-white p-2 shadow-sm hover:border-brand"
  >
    <span className="block aspect-[4/5] overflow-hidden rounded-lg bg-stone-100">
      {tile.cover ? (
        <Picture
          picture={tile.cover}
          sizes={COVER_SIZES}
          alt=""
          loading="lazy"
          decoding="async"
          className={`size-full ${tile.isPlaceholder ? 'object-contain p-6 opacity-60' : 'object-cover'}`}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-stone-400" data-testid="cover-placeholder">
          <ImagesIcon className="size-16" />
        </span>
      )}
    </span>
    <span className="mt-2 block px-1 font-semibold break-words group-hover:text-brand">{tile.label}</span>
    <span className="block px-1 text-sm text-stone-600">
      <FormattedMessage id="galleries.photo_count" values={{ count: tile.imageCount }} />
    </span>
  </Link>
)

import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { useFavourites, usePhotoShop } from '../../adapters/react/photos'
import { galleryImagesPath } from '../../core/photoRoutes'
import { dangerLink } from '../components/Modal'
import { Pager } from '../components/Pager'
import { HeartButton } from './HeartButton'
import { PhotoImage } from './PhotoImage'

const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const

/**
 * B §2 favourites view: the hearted photos, 6 a page in 2 or 3 columns (B §9), each linking to its gallery, with
 * remove and clear all; without favourites, a way to the galleries.
 */
export const FavouritesPanel = ({ currentGalleryId }: { currentGalleryId: string | null }) => {
  const intl = useIntl()
  const { enabled, crops, paging, columns, count, send } = useFavourites()
  const { clientSession, galleries } = usePhotoShop()
  if (!enabled) return null
  const required = clientSession?.stage.favourites.required ?? false
  return (
    <aside
      aria-labelledby="favourites-title"
      className="rounded-xl border border-stone-200 bg-white p-4 lg:sticky lg:top-4 lg:self-start"
      data-testid="favourites"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="favourites-title" className="text-lg font-bold">
          <FormattedMessage id="favourites.title" />{' '}
          <span className="text-sm font-normal text-stone-600">
            (<FormattedMessage id="favourites.count" values={{ count }} />)
          </span>
        </h2>
        {count > 0 && (
          <button type="button" className={dangerLink} onClick={() => send({ type: 'favourite.clear' })}>
            <FormattedMessage id="favourites.clear" />
          </button>
        )}
      </div>
      {count === 0 ? (
        <>
          <p className="mt-2 text-sm text-stone-600">
            <FormattedMessage id={required ? 'favourites.required' : 'favourites.empty'} />
          </p>
          {galleries.length > 1 && (
            <nav className="mt-3" aria-label={intl.formatMessage({ id: 'favourites.browse' })}>
              <p className="text-sm font-medium">
                <FormattedMessage id="favourites.browse" />
              </p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {galleries
                  .filter((g) => g.id !== currentGalleryId)
                  .map((g) => (
                    <li key={g.id}>
                      <Link
                        href={galleryImagesPath(g.id)}
                        className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 text-sm hover:bg-stone-100"
                      >
                        {g.label}
                      </Link>
                    </li>
                  ))}
                <li>
                  <Link
                    href="/galleries"
                    className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 text-sm hover:bg-stone-100"
                  >
                    <FormattedMessage id="gallery.all_galleries" />
                  </Link>
                </li>
              </ul>
            </nav>
          )}
        </>
      ) : (
        <>
          <ul className={`mt-3 grid gap-2 ${COLUMNS[columns as 2 | 3]}`} data-testid="favourites-grid">
            {crops.map((crop) => (
              <li key={crop.id} className="relative">
                <Link href={galleryImagesPath(crop.image.gallery)} className="block rounded-lg">
                  <PhotoImage image={crop.image} sizes="120px" />
                </Link>
                <HeartButton
                  crop={crop}
                  hearted
                  onToggle={(c) => send({ type: 'favourite.toggle', crop: c })}
                  className="absolute top-1 right-1"
                />
              </li>
            ))}
          </ul>
          <Pager paging={paging} onPage={(page) => send({ type: 'favourites.page', page })} />
        </>
      )}
    </aside>
  )
}

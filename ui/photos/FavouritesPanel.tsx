import { Link } from 'wouter'
import { useFavourites } from '../../adapters/react/galleries'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { dangerLink } from '../components/Modal'
import { Pager } from '../components/Pager'
import { HeartButton } from './HeartButton'
import { PhotoImage } from './PhotoImage'
import { sizesOf } from './sizes'

const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const
/**
 * The tiles' widths: the panel fills the page (less 1rem sides and its own 1rem padding) until 1024 px, then is an
 * 18rem column; its 2 or 3 columns are 0.5rem apart.
 */
const TILE_SIZES = {
  2: sizesOf([
    [0, 'calc(50vw - 36px)'],
    [1024, '124px'],
  ]),
  3: sizesOf([
    [0, 'calc(33.3vw - 27px)'],
    [1024, '80px'],
  ]),
} as const
const browseLink =
  'inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 text-sm hover:bg-stone-100'

/**
 * B §2 favourites view (machines/favouritesView.ts): the hearted photos, 6 a page in 2 or 3 columns (B §9), each
 * linking to its gallery, with remove and clear all; without favourites, a way to the galleries.
 */
export const FavouritesPanel = ({ currentGalleryId }: { currentGalleryId: string | null }) => {
  const intl = useIntl()
  const { view, send } = useFavourites(currentGalleryId)
  if (!view.visible) return null
  const { clear, empty } = view
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
            (<FormattedMessage id="favourites.count" values={{ count: view.count }} />)
          </span>
        </h2>
        {clear && (
          <button type="button" className={dangerLink} onClick={() => send(clear)}>
            <FormattedMessage id="favourites.clear" />
          </button>
        )}
      </div>
      {empty ? (
        <>
          <p className="mt-2 text-sm text-stone-600">
            <FormattedMessage id={empty.message} />
          </p>
          {empty.browse && (
            <nav className="mt-3" aria-label={intl.formatMessage({ id: 'favourites.browse' })}>
              <p className="text-sm font-medium">
                <FormattedMessage id="favourites.browse" />
              </p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {empty.browse.links.map((link) => (
                  <li key={link.id}>
                    <Link href={link.href} className={browseLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href={empty.browse.allHref} className={browseLink}>
                    <FormattedMessage id="gallery.all_galleries" />
                  </Link>
                </li>
              </ul>
            </nav>
          )}
        </>
      ) : (
        <>
          <ul className={`mt-3 grid gap-2 ${COLUMNS[view.columns]}`} data-testid="favourites-grid">
            {view.tiles.map((tile) => (
              <li key={tile.id} className="relative">
                <Link href={tile.href} className="block rounded-lg">
                  <PhotoImage photo={tile.photo} sizes={TILE_SIZES[view.columns]} />
                </Link>
                <HeartButton
                  label={tile.label}
                  hearted
                  toggle={tile.toggle}
                  send={send}
                  className="absolute top-1 right-1"
                />
              </li>
            ))}
          </ul>
          <Pager pager={view.pager} onPage={(page) => send(view.page(page))} />
        </>
      )}
    </aside>
  )
}

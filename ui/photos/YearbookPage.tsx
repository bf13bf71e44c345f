import { FormattedMessage, useIntl } from 'react-intl'
import { Redirect } from 'wouter'
import { useFavouriteCropIds, usePhotoShop, useYearbook } from '../../adapters/react/photos'
import { yearbookRedirect } from '../../core/photoRoutes'
import { galleryLabel } from '../../core/text'
import { BottomBar } from '../components/BottomBar'
import { LoadFailed } from '../components/LoadFailed'
import { Pager } from '../components/Pager'
import { priceFormatter } from '../format'
import { CheckIcon, HeartFilledIcon } from './Icons'
import { GRID_SIZES, PhotoImage, PhotoPlaceholder } from './PhotoImage'

/**
 * B §2 /yearbook, B §4 yearbook screen: instructions, the limit texts, the optional text, a gallery chooser, the
 * photos (eligible first; barred ones greyed with a 'not available' tooltip and a disabled link), a sidebar of the
 * selection (hidden on small screens) and confirm or skip. A submit or skip goes on to /catalog.
 */
export const YearbookPage = () => {
  const intl = useIntl()
  const shop = usePhotoShop()
  const formatPrice = priceFormatter(shop.store)
  const screen = useYearbook()
  const favourites = new Set(useFavouriteCropIds())
  if (screen.status === 'done') return <Redirect to="/catalog" replace />
  if (screen.status === 'unavailable') {
    const to = yearbookRedirect({ hasSubject: shop.subject !== null, available: false, homeRoute: shop.homeRoute })
    return <Redirect to={to ?? '/catalog'} replace />
  }
  const { send } = screen
  const stage = shop.clientSession?.stage ?? null
  const galleries = shop.subject?.galleries ?? []
  const { selectionsRequired, limit, required } = screen.settings
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-36">
      <h2 className="text-2xl font-bold">
        <FormattedMessage id="yearbook.title" />
      </h2>
      <div className="mt-2 max-w-prose space-y-1 text-stone-700" data-testid="yearbook-instructions">
        {stage?.yearbookInstructions && <p className="whitespace-pre-line">{stage.yearbookInstructions}</p>}
        <p>
          <FormattedMessage id="yearbook.selection_limit" values={{ count: selectionsRequired }} />
        </p>
        {screen.showLimit && (
          <p>
            <FormattedMessage id="yearbook.overall_limit" values={{ limit }} />
          </p>
        )}
        {!required && (
          <p>
            <FormattedMessage id="yearbook.optional_instructions" />
          </p>
        )}
      </div>
      {galleries.length > 1 && (
        <label className="mt-4 flex items-center gap-2 text-sm font-medium">
          <FormattedMessage id="gallery.choose" />
          <select
            className="min-h-11 max-w-64 rounded-lg border border-stone-300 bg-white px-2"
            value={screen.galleryId ?? ''}
            onChange={(e) => send({ type: 'yearbook.gallery', galleryId: e.target.value })}
          >
            {galleries.map((g) => (
              <option key={g.id} value={g.id}>
                {galleryLabel(g.label)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <main>
          {screen.loadFailed ? (
            <LoadFailed onRetry={() => send({ type: 'yearbook.retry' })} />
          ) : (
            <ul
              className="grid grid-cols-2 gap-3 sm:grid-cols-3"
              data-testid="yearbook-photos"
              aria-busy={!screen.tiles}
            >
              {screen.tiles === null
                ? Array.from({ length: 4 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a page still loading
                    <li key={i}>
                      <PhotoPlaceholder />
                    </li>
                  ))
                : screen.tiles.map(({ crop, eligible, selected }) => (
                    <li key={crop.id} className="relative" data-testid="yearbook-photo">
                      {eligible ? (
                        <button
                          type="button"
                          aria-pressed={selected}
                          aria-label={intl.formatMessage(
                            { id: selected ? 'yearbook.unchoose' : 'yearbook.choose' },
                            { label: crop.image.label },
                          )}
                          disabled={!selected && !screen.canAdd}
                          onClick={() => send({ type: 'yearbook.toggle', crop })}
                          className={`block w-full rounded-xl border-4 p-0.5 text-left disabled:cursor-not-allowed disabled:opacity-60 ${
                            selected ? 'border-brand' : 'border-transparent hover:border-stone-300'
                          }`}
                        >
                          <PhotoImage image={crop.image} sizes={GRID_SIZES} />
                          <span
                            className={`mt-1 flex min-h-11 items-center justify-center gap-1 rounded-lg text-sm font-semibold ${
                              selected ? 'bg-brand text-white' : 'bg-stone-100 text-stone-800'
                            }`}
                          >
                            {selected && <CheckIcon className="size-5" />}
                            <FormattedMessage id={selected ? 'yearbook.chosen' : 'product.select'} />
                          </span>
                        </button>
                      ) : (
                        <div title={intl.formatMessage({ id: 'yearbook.not_available' })} className="p-1.5">
                          <PhotoImage image={crop.image} sizes={GRID_SIZES} className="opacity-50 grayscale" />
                          <button
                            type="button"
                            disabled
                            className="mt-1 flex min-h-11 w-full items-center justify-center rounded-lg bg-stone-100 text-sm text-stone-600"
                          >
                            <FormattedMessage id="yearbook.selection_not_available" />
                          </button>
                        </div>
                      )}
                      {favourites.has(crop.id) && (
                        <span
                          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-danger shadow"
                          title={intl.formatMessage({ id: 'yearbook.favourite' })}
                        >
                          <HeartFilledIcon className="size-5" />
                          <span className="sr-only">
                            <FormattedMessage id="yearbook.favourite" />
                          </span>
                        </span>
                      )}
                    </li>
                  ))}
            </ul>
          )}
          <Pager
            paging={screen.paging}
            onPage={(page) => {
              send({ type: 'yearbook.page', page })
              window.scrollTo({ top: 0 })
            }}
          />
        </main>
        <aside
          className="hidden self-start rounded-xl border border-stone-200 bg-white p-4 md:block"
          aria-labelledby="yearbook-selection-title"
          data-testid="yearbook-sidebar"
        >
          <h3 id="yearbook-selection-title" className="font-bold">
            <FormattedMessage id="yearbook.selections" />
          </h3>
          {screen.selected.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">
              <FormattedMessage id="yearbook.no_selections" />
            </p>
          ) : (
            <ul className="mt-2 grid grid-cols-2 gap-2">
              {screen.selected.map((crop) => (
                <li key={crop.id}>
                  <PhotoImage image={crop.image} sizes="120px" />
                  <span className="mt-1 block truncate text-xs text-stone-700">{crop.image.label}</span>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      <BottomBar
        label={intl.formatMessage({ id: 'gallery.steps' })}
        formatPrice={formatPrice}
        note={
          screen.submitFailed ? (
            <span role="alert" className="text-danger">
              <FormattedMessage id="yearbook.submit_failed" />
            </span>
          ) : (
            <FormattedMessage id="yearbook.chosen_count" values={{ count: screen.selected.length, limit }} />
          )
        }
        next={
          screen.action === 'skip'
            ? {
                label: intl.formatMessage({ id: 'yearbook.skip' }),
                onClick: () => send({ type: 'yearbook.skip' }),
                testId: 'yearbook-skip',
              }
            : {
                label: intl.formatMessage({ id: 'yearbook.confirm' }),
                onClick: () => send({ type: 'yearbook.confirm' }),
                disabled: !screen.actionEnabled,
                testId: 'yearbook-confirm',
              }
        }
      />
    </div>
  )
}

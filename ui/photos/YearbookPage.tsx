import { Redirect } from 'wouter'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { usePhotoShop } from '../../adapters/react/photos'
import { useYearbook } from '../../adapters/react/yearbook'
import { BottomBar } from '../components/BottomBar'
import { LoadFailed } from '../components/LoadFailed'
import { Pager } from '../components/Pager'
import { usePriceFormatter } from '../format'
import { CheckIcon, HeartFilledIcon } from './Icons'
import { PhotoImage, PhotoPlaceholder } from './PhotoImage'
import { sizesOf } from './sizes'

/** The photos' grid: 2 columns, 3 from 640 px, beside a 16rem column from 768 px (page 72rem at most, 1rem sides). */
const YEARBOOK_SIZES = sizesOf([
  [0, 'calc(50vw - 22px)'],
  [640, 'calc(33.3vw - 19px)'],
  [768, 'calc(33.3vw - 112px)'],
  [1152, '272px'],
])
/** The confirmed choice: 2 columns (3 from 640 px) in at most 36rem. */
const CONFIRMED_SIZES = sizesOf([
  [0, 'calc(50vw - 22px)'],
  [640, '184px'],
])

/**
 * B §2 /yearbook, B §4 yearbook screen (machines/yearbookView.ts): instructions, the limit texts, the optional text, a
 * gallery chooser, the photos (eligible first; barred ones greyed with a 'not available' tooltip and a disabled link),
 * a sidebar of the selection (hidden on small screens) and confirm or skip. A submit or skip goes on to /catalog.
 */
export const YearbookPage = () => {
  const intl = useIntl()
  const formatPrice = usePriceFormatter(usePhotoShop().store)
  const { view, send } = useYearbook()
  if (view.redirectTo) return <Redirect to={view.redirectTo} replace />
  if (view.confirmed) return <ConfirmedChoice photos={view.confirmed} />
  const { gallerySelect, note, action } = view
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-36">
      <h2 className="text-2xl font-bold">
        <FormattedMessage id="yearbook.title" />
      </h2>
      <div className="mt-2 max-w-prose space-y-1 text-stone-700" data-testid="yearbook-instructions">
        {view.instructions && <p className="whitespace-pre-line">{view.instructions}</p>}
        <p>
          <FormattedMessage id="yearbook.selection_limit" values={{ count: view.selectionsRequired }} />
        </p>
        {view.overallLimit !== null && (
          <p>
            <FormattedMessage id="yearbook.overall_limit" values={{ limit: view.overallLimit }} />
          </p>
        )}
        {view.optional && (
          <p>
            <FormattedMessage id="yearbook.optional_instructions" />
          </p>
        )}
      </div>
      {gallerySelect.visible && (
        <label className="mt-4 flex items-center gap-2 text-sm font-medium">
          <FormattedMessage id="gallery.choose" />
          <select
            className="min-h-11 max-w-64 rounded-lg border border-stone-300 bg-white px-2"
            value={gallerySelect.value}
            onChange={(e) => send(gallerySelect.choose(e.target.value))}
          >
            {gallerySelect.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <main>
          {view.loadFailed ? (
            <LoadFailed onRetry={() => send(view.retry)} />
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="yearbook-photos" aria-busy={!view.tiles}>
              {view.tiles === null
                ? Array.from({ length: view.placeholders }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a page still loading
                    <li key={i}>
                      <PhotoPlaceholder />
                    </li>
                  ))
                : view.tiles.map((tile) => (
                    <li key={tile.id} className="relative" data-testid="yearbook-photo">
                      {tile.eligible ? (
                        <button
                          type="button"
                          aria-pressed={tile.selected}
                          aria-label={intl.formatMessage({ id: tile.action }, { label: tile.label })}
                          disabled={tile.disabled}
                          onClick={() => send(tile.toggle)}
                          className={`block w-full rounded-xl border-4 p-0.5 text-left disabled:cursor-not-allowed disabled:opacity-60 ${
                            tile.selected ? 'border-brand' : 'border-transparent hover:border-stone-300'
                          }`}
                        >
                          <PhotoImage photo={tile.photo} sizes={YEARBOOK_SIZES} />
                          <span
                            className={`mt-1 flex min-h-11 items-center justify-center gap-1 rounded-lg text-sm font-semibold ${
                              tile.selected ? 'bg-brand text-white' : 'bg-stone-100 text-stone-800'
                            }`}
                          >
                            {tile.selected && <CheckIcon className="size-5" />}
                            <FormattedMessage id={tile.caption} />
                          </span>
                        </button>
                      ) : (
                        <div title={intl.formatMessage({ id: 'yearbook.not_available' })} className="p-1.5">
                          <PhotoImage photo={tile.photo} sizes={YEARBOOK_SIZES} className="opacity-50 grayscale" />
                          <button
                            type="button"
                            disabled
                            className="mt-1 flex min-h-11 w-full items-center justify-center rounded-lg bg-stone-100 text-sm text-stone-600"
                          >
                            <FormattedMessage id="yearbook.selection_not_available" />
                          </button>
                        </div>
                      )}
                      {tile.favourite && (
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
            pager={view.pager}
            onPage={(page) => {
              send(view.page(page))
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
          {view.selections.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">
              <FormattedMessage id="yearbook.no_selections" />
            </p>
          ) : (
            <ul className="mt-2 grid grid-cols-2 gap-2">
              {view.selections.map((selection) => (
                <li key={selection.id}>
                  <PhotoImage photo={selection.photo} sizes="108px" />
                  <span className="mt-1 block truncate text-xs text-stone-700">{selection.label}</span>
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
          note.alert ? (
            <span role="alert" className="text-danger">
              <FormattedMessage id={note.id} />
            </span>
          ) : (
            <FormattedMessage id={note.id} values={note.values} />
          )
        }
        next={{
          label: intl.formatMessage({ id: action.label }),
          onClick: () => send(action.event),
          disabled: action.disabled,
          testId: action.testId,
        }}
      />
    </div>
  )
}

/** Issue 16 point 5: the confirmed yearbook choice, read only, with the way on to the products. */
const ConfirmedChoice = ({ photos }: { photos: NonNullable<ReturnType<typeof useYearbook>['view']['confirmed']> }) => {
  const intl = useIntl()
  const formatPrice = usePriceFormatter(usePhotoShop().store)
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-36">
      <h2 className="text-2xl font-bold">
        <FormattedMessage id="yearbook.confirmed_title" />
      </h2>
      <p className="mt-2 max-w-prose text-stone-700">
        <FormattedMessage id="yearbook.confirmed_text" />
      </p>
      <ul className="mt-4 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-3" data-testid="yearbook-confirmed">
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoImage photo={photo.photo} sizes={CONFIRMED_SIZES} />
            <span className="mt-1 flex items-center gap-1 text-sm font-medium text-stone-800">
              <CheckIcon className="size-5 text-brand" />
              {photo.label}
            </span>
          </li>
        ))}
      </ul>
      <BottomBar
        label={intl.formatMessage({ id: 'gallery.steps' })}
        formatPrice={formatPrice}
        next={{ label: intl.formatMessage({ id: 'yearbook.continue' }), href: '/catalog' }}
      />
    </div>
  )
}

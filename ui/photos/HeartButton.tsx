import { memo } from 'react'
import { useIntl } from '../../adapters/react/intl'
import type { FavouritesEvent } from '../../machines/favourites'
import { HeartFilledIcon, HeartIcon } from './Icons'

/**
 * B §4 hearts toggle: selecting a heart adds the photo to the favourites, clicking again removes it. Memoised on its
 * view's event (one per photo, machines/favouritesView.ts toggleOf): a grid drawn again as the order or the
 * favourites arrive leaves its unchanged hearts as they are (issue 17 point 3).
 */
export const HeartButton = memo(function HeartButton({
  label,
  hearted,
  toggle,
  send,
  className = '',
}: {
  /** The photo's label, for the button's accessible name. */
  label: string
  hearted: boolean
  toggle: FavouritesEvent
  send: (event: FavouritesEvent) => void
  className?: string
}) {
  const intl = useIntl()
  return (
    <button
      type="button"
      aria-pressed={hearted}
      aria-label={intl.formatMessage({ id: hearted ? 'favourites.remove' : 'favourites.add' }, { label })}
      onClick={() => send(toggle)}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-900/10 hover:bg-white ${
        hearted ? 'text-danger' : 'text-stone-700'
      } ${className}`}
    >
      {hearted ? <HeartFilledIcon /> : <HeartIcon />}
    </button>
  )
})

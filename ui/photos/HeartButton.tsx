import { useIntl } from '../../adapters/react/intl'
import { HeartFilledIcon, HeartIcon } from './Icons'

/** B §4 hearts toggle: selecting a heart adds the photo to the favourites, clicking again removes it. */
export const HeartButton = ({
  label,
  hearted,
  onToggle,
  className = '',
}: {
  /** The photo's label, for the button's accessible name. */
  label: string
  hearted: boolean
  onToggle: () => void
  className?: string
}) => {
  const intl = useIntl()
  return (
    <button
      type="button"
      aria-pressed={hearted}
      aria-label={intl.formatMessage({ id: hearted ? 'favourites.remove' : 'favourites.add' }, { label })}
      onClick={onToggle}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-900/10 hover:bg-white ${
        hearted ? 'text-danger' : 'text-stone-700'
      } ${className}`}
    >
      {hearted ? <HeartFilledIcon /> : <HeartIcon />}
    </button>
  )
}

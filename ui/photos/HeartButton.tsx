import { useIntl } from 'react-intl'
import type { ImageCrop } from '../../core/schemas/photos'
import { HeartFilledIcon, HeartIcon } from './Icons'

/** B §4 hearts toggle: selecting a heart adds the photo to the favourites, clicking again removes it. */
export const HeartButton = ({
  crop,
  hearted,
  onToggle,
  className = '',
}: {
  crop: ImageCrop
  hearted: boolean
  onToggle: (crop: ImageCrop) => void
  className?: string
}) => {
  const intl = useIntl()
  return (
    <button
      type="button"
      aria-pressed={hearted}
      aria-label={intl.formatMessage(
        { id: hearted ? 'favourites.remove' : 'favourites.add' },
        { label: crop.image.label },
      )}
      onClick={() => onToggle(crop)}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-900/10 hover:bg-white ${
        hearted ? 'text-danger' : 'text-stone-700'
      } ${className}`}
    >
      {hearted ? <HeartFilledIcon /> : <HeartIcon />}
    </button>
  )
}

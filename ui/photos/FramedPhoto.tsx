import type { SizeRule } from '../../core/srcset'
import type { FramedPhoto as FramedPhotoView } from '../../machines/framedPhotoView'
import { Picture } from './Picture'
import { scaleSizes, sizesOf } from './sizes'

const percent = (n: number) => `${n}%`

/**
 * Issue 16 point 2: a photo as the parent saved it, cropped and turned, a green-screen photo over its backdrop, in a
 * box the caller sizes (its shape is the placement's box). The placement is computed by the view function.
 * `sizes`: the box's width by breakpoint; the photo's `sizes` follow from it and the placement (issue 17 point 4).
 */
export const FramedPhoto = ({
  photo,
  sizes,
  className = '',
  loading = 'lazy',
}: {
  photo: FramedPhotoView
  sizes: readonly SizeRule[]
  className?: string
  loading?: 'lazy' | 'eager'
}) => {
  const { frame, photo: place, rotation } = photo.placement
  // The picture's width: its share of the frame, the frame's share of the box (both in percent).
  const photoSizes = sizesOf(scaleSizes(sizes, (frame.width * place.width) / 10_000))
  return (
    <span className={`relative block overflow-hidden ${className}`}>
      <span
        className="absolute overflow-hidden"
        style={{
          left: percent(frame.left),
          top: percent(frame.top),
          width: percent(frame.width),
          height: percent(frame.height),
        }}
        data-testid="framed-photo"
        data-rotation={rotation}
        data-backdrop={photo.backdrop ? 'yes' : 'no'}
      >
        {photo.backdrop && (
          <img src={photo.backdrop} alt="" loading={loading} className="absolute inset-0 size-full object-cover" />
        )}
        <Picture
          picture={photo}
          sizes={photoSizes}
          alt={photo.alt}
          loading={loading}
          decoding="async"
          draggable={false}
          className="absolute max-w-none"
          style={{
            left: percent(place.centerX),
            top: percent(place.centerY),
            width: percent(place.width),
            height: percent(place.height),
            transform: `translate(-50%, -50%)${rotation ? ` rotate(${rotation}deg)` : ''}`,
          }}
        />
      </span>
    </span>
  )
}

import type { FramedPhoto as FramedPhotoView } from '../../machines/framedPhotoView'

const percent = (n: number) => `${n}%`

/**
 * Issue 16 point 2: a photo as the parent saved it, cropped and turned, a green-screen photo over its backdrop, in a
 * box the caller sizes (its shape is the placement's box). The placement is computed by the view function.
 */
export const FramedPhoto = ({
  photo,
  className = '',
  loading = 'lazy',
}: {
  photo: FramedPhotoView
  className?: string
  loading?: 'lazy' | 'eager'
}) => {
  const { frame, photo: place, rotation } = photo.placement
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
        <img
          src={photo.src}
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

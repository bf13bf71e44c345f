import { useState } from 'react'
import type { PhotoView } from '../../machines/photoView'

/**
 * A watermarked rendition in a fixed 4:5 frame: the frame holds its place and pulses until the photo has arrived, so
 * nothing jumps (DESIGN look and feel). The browser picks the small or medium rendition for the tile's width.
 */
export const PhotoImage = ({
  photo,
  sizes,
  className = '',
}: {
  photo: PhotoView
  sizes: string
  className?: string
}) => {
  const [loaded, setLoaded] = useState(false)
  return (
    <span className={`relative block aspect-[4/5] overflow-hidden rounded-lg bg-stone-100 ${className}`}>
      {!loaded && <span className="absolute inset-0 animate-pulse bg-stone-200" />}
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={`relative size-full object-contain transition-opacity duration-300 ${
          loaded ? 'opacity-100' : 'opacity-0'
        }`}
      />
    </span>
  )
}

/** A tile-shaped placeholder for a photo still on its way. */
export const PhotoPlaceholder = () => <span className="block aspect-[4/5] animate-pulse rounded-lg bg-stone-200" />

/** Grid tiles: two columns on a phone, up to five on a desktop. */
export const GRID_SIZES = '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw'

import { memo, useState } from 'react'
import type { PhotoView } from '../../machines/photoView'
import { Picture } from './Picture'

/**
 * A watermarked rendition in a fixed 4:5 frame: the frame holds its place and pulses until the photo has arrived, so
 * nothing jumps (DESIGN look and feel). The browser picks the rendition and format for the tile's width (`sizes`).
 * Issue 17 point 4: a tile of the first row is `priority` (eager, fetched first: it is the page's largest paint); the
 * others wait until they near the screen. A first-row tile does not fade in: it shows as it is drawn, where a fading
 * photo is not painted until its load event has rendered the fade's start (300 ms and more after it arrived in
 * Lighthouse's traces of a gallery), and it is decoded with the frame. A tile that `waits` keeps its pulsing frame and
 * asks for nothing yet; `onSettled` hears of the photo each time a file of it came or failed. Memoised: a grid rendered
 * again with the same photo (machines/photoView.ts keeps one view per image) leaves the tile as it is.
 */
export const PhotoImage = memo(function PhotoImage({
  photo,
  sizes,
  priority = false,
  waits = false,
  onSettled,
  className = '',
}: {
  photo: PhotoView
  sizes: string
  priority?: boolean
  waits?: boolean
  onSettled?: (photo: PhotoView) => void
  className?: string
}) {
  const [loaded, setLoaded] = useState(false)
  return (
    <span className={`relative block aspect-[4/5] overflow-hidden rounded-lg bg-stone-100 ${className}`}>
      {!loaded && <span className="absolute inset-0 animate-pulse bg-stone-200" />}
      {!waits && (
        <Picture
          picture={photo}
          sizes={sizes}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          onLoad={() => {
            setLoaded(true)
            onSettled?.(photo)
          }}
          onError={() => onSettled?.(photo)}
          className={`relative size-full object-contain ${
            priority ? '' : `transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`
          }`}
        />
      )}
    </span>
  )
})

/** A tile-shaped placeholder for a photo still on its way. */
export const PhotoPlaceholder = () => <span className="block aspect-[4/5] animate-pulse rounded-lg bg-stone-200" />

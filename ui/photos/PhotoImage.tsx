import { memo, useState } from 'react'
import type { PhotoView } from '../../machines/photoView'
import { Picture } from './Picture'
import { sizesOf } from './sizes'

/**
 * A watermarked rendition in a fixed 4:5 frame: the frame holds its place and pulses until the photo has arrived, so
 * nothing jumps (DESIGN look and feel). The browser picks the rendition and format for the tile's width (`sizes`).
 * Issue 17 point 4: a tile of the first row is `priority` (eager, fetched first: it is the page's largest paint); the
 * others wait until they near the screen. Memoised: a grid rendered again with the same photo (machines/photoView.ts
 * keeps one view per image) leaves the tile as it is.
 */
export const PhotoImage = memo(function PhotoImage({
  photo,
  sizes,
  priority = false,
  className = '',
}: {
  photo: PhotoView
  sizes: string
  priority?: boolean
  className?: string
}) {
  const [loaded, setLoaded] = useState(false)
  return (
    <span className={`relative block aspect-[4/5] overflow-hidden rounded-lg bg-stone-100 ${className}`}>
      {!loaded && <span className="absolute inset-0 animate-pulse bg-stone-200" />}
      <Picture
        picture={photo}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={`relative size-full object-contain transition-opacity duration-300 ${
          loaded ? 'opacity-100' : 'opacity-0'
        }`}
      />
    </span>
  )
})

/** A tile-shaped placeholder for a photo still on its way. */
export const PhotoPlaceholder = () => <span className="block aspect-[4/5] animate-pulse rounded-lg bg-stone-200" />

/**
 * The gallery grid's tiles (GalleryImagesPage): a page at most 72rem wide with 1rem sides; two columns 0.75rem apart
 * on a phone, three from 640 px, beside an 18rem column (1.5rem apart) from 1024 px, four from 1280 px.
 */
export const GRID_SIZES = sizesOf([
  [0, 'calc(50vw - 22px)'],
  [640, 'calc(33.3vw - 19px)'],
  [1024, 'calc(33.3vw - 123px)'],
  [1280, '193px'],
])

/** Tiles in the first row of the widest grid (four columns) load at once, fetched first; the rest lazily. */
export const EAGER_TILES = 4

import { useState } from 'react'
import type { Image } from '../../core/schemas/photos'

/** The width of a rendition whose longest edge is `edge` px (renditions are never enlarged, docs/photos.md). */
const renditionWidth = (image: Image, edge: number) =>
  Math.round(image.width * Math.min(1, edge / Math.max(image.width, image.height, 1)))

/**
 * A watermarked rendition in a fixed 4:5 frame: the frame holds its place and pulses until the photo has arrived, so
 * nothing jumps (DESIGN look and feel). The browser picks the small or medium rendition for the tile's width.
 */
export const PhotoImage = ({ image, sizes, className = '' }: { image: Image; sizes: string; className?: string }) => {
  const [loaded, setLoaded] = useState(false)
  return (
    <span className={`relative block aspect-[4/5] overflow-hidden rounded-lg bg-stone-100 ${className}`}>
      {!loaded && <span className="absolute inset-0 animate-pulse bg-stone-200" />}
      <img
        src={image.smallUrl}
        srcSet={`${image.smallUrl} ${renditionWidth(image, 320)}w, ${image.mediumUrl} ${renditionWidth(image, 800)}w`}
        sizes={sizes}
        alt={image.label}
        width={image.width}
        height={image.height}
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

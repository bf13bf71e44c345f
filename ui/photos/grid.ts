import { sizesOf } from './sizes'

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

/**
 * What the shop fetches of a gallery page's first row as soon as its photos are read (adapters/react/firstReads.ts,
 * started by ui/main.tsx).
 */
export const GALLERY_FIRST_ROW = { tiles: EAGER_TILES, sizes: GRID_SIZES }

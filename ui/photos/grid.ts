import { SM_UP, XL_UP } from '../components/breakpoints'
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

/**
 * The grid's columns as its classes lay it out (GalleryImagesPage: `grid-cols-2 sm:grid-cols-3 xl:grid-cols-4`), with
 * Tailwind's own media queries: in rem, so a larger default font moves them as it moves the grid.
 */
const GRID_COLUMNS: readonly (readonly [media: string | null, columns: number])[] = [
  [null, 2],
  [SM_UP, 3],
  [XL_UP, 4],
]

/** How many tiles the grid's first row holds on a screen where `matches` tells which media queries apply. */
export const firstRowTiles = (matches: (media: string) => boolean): number =>
  GRID_COLUMNS.filter(([media]) => media === null || matches(media)).at(-1)?.[1] ?? 1

/**
 * What the shop fetches of a gallery page's first row as soon as its photos are read (adapters/react/firstReads.ts,
 * started by ui/main.tsx): each tile with the media query of the screens whose first row holds it (null: all).
 */
export const GALLERY_FIRST_ROW = {
  tiles: GRID_COLUMNS.flatMap(([media, columns], row) =>
    Array.from({ length: columns - (GRID_COLUMNS[row - 1]?.[1] ?? 0) }, () => media),
  ),
  sizes: GRID_SIZES,
}

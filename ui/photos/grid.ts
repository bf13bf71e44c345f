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

/** The grid's columns from each viewport width (px) up, as its classes lay it out (GalleryImagesPage). */
const GRID_COLUMNS: readonly (readonly [minWidth: number, columns: number])[] = [
  [0, 2],
  [640, 3],
  [1280, 4],
]

/** How many tiles the grid's first row holds at this viewport width. */
export const firstRowTiles = (viewportWidth: number): number =>
  GRID_COLUMNS.filter(([minWidth]) => viewportWidth >= minWidth).at(-1)?.[1] ?? 1

/**
 * What the shop fetches of a gallery page's first row as soon as its photos are read (adapters/react/firstReads.ts,
 * started by ui/main.tsx): tile i from the narrowest viewport whose first row holds it (a `media` on its preload).
 */
export const GALLERY_FIRST_ROW = {
  tiles: GRID_COLUMNS.flatMap(([minWidth, columns], row) =>
    Array.from({ length: columns - (GRID_COLUMNS[row - 1]?.[1] ?? 0) }, () => minWidth),
  ),
  sizes: GRID_SIZES,
}

// Issue 16 point 2: the child's photo drawn in the product's shape on its card (core/productShape.ts): one print of
// the product's proportions, a sheet of wallets, a package's sheet of prints, or a screen for a digital file.
import { placePhoto } from '../core/photoPlacement'
import { DEFAULT_PRINT_ASPECT, type ProductShape } from '../core/productShape'
import type { Image } from '../core/schemas/photos'
import { type FramedPhoto, framedPhoto, type SavedLook } from './framedPhotoView'

export type ProductPhotoView =
  | { kind: 'print'; photo: FramedPhoto }
  | { kind: 'wallets'; photo: FramedPhoto }
  | { kind: 'sheet'; large: FramedPhoto; small: FramedPhoto }
  | { kind: 'screen'; photo: FramedPhoto }

/** Wallet prints are 2½ × 3½ inches; a package's smaller prints 5 × 7. */
const WALLET_ASPECT = 2.5 / 3.5
const SMALL_PRINT_ASPECT = 5 / 7
/** A screen is 4:3; the whole photo shows on it, as the file is delivered. */
const SCREEN_ASPECT = 4 / 3

export const productPhotoView = (shape: ProductShape, image: Image, look: SavedLook): ProductPhotoView => {
  // A print turns with the photo: a cut wider than tall is printed landscape.
  const wide = placePhoto(image, look.rotation, look.crop, 1, 'contain').aspect > 1
  const print = (aspect: number) =>
    framedPhoto(image, look, { aspect: wide ? 1 / aspect : aspect, fit: 'cover', rendition: 'medium' })
  switch (shape.kind) {
    case 'print':
      return { kind: 'print', photo: print(shape.aspect) }
    case 'wallets':
      return { kind: 'wallets', photo: print(WALLET_ASPECT) }
    case 'sheet':
      return { kind: 'sheet', large: print(DEFAULT_PRINT_ASPECT), small: print(SMALL_PRINT_ASPECT) }
    case 'screen':
      return {
        kind: 'screen',
        photo: framedPhoto(image, look, { aspect: SCREEN_ASPECT, fit: 'contain', rendition: 'medium' }),
      }
  }
}

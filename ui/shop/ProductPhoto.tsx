import { memo } from 'react'
import type { SizeRule } from '../../core/srcset'
import type { ProductPhotoView } from '../../machines/productPhotoView'
import { FramedPhoto } from '../photos/FramedPhoto'
import { scaleSizes } from '../photos/sizes'

/** A print: the photo on white paper with a thin border and a soft shadow, in the print's proportions. */
const Print = ({
  photo,
  sizes,
  className = '',
}: {
  photo: ProductPhotoView & { kind: 'print' | 'wallets' }
  sizes: readonly SizeRule[]
  className?: string
}) => (
  <span
    className={`block bg-white p-[4%] shadow-md ring-1 ring-stone-200 ${className}`}
    style={{ aspectRatio: photo.photo.placement.aspect }}
  >
    <FramedPhoto photo={photo.photo} sizes={sizes} className="size-full bg-stone-100" />
  </span>
)

/** Sized on its longer side so it fits the square and the 4:3 boxes of the cards alike. */
const longSide = (aspect: number) => (aspect >= 1 ? 'w-[86%]' : 'h-[86%]')

/**
 * Issue 16 point 2: the child's photo in the product's shape on its card (machines/productPhotoView.ts): a print of
 * its proportions, a sheet of wallets, a package's sheet of prints, or a screen. It fills the box the card gives it;
 * `sizes` is that box's width by breakpoint, and each photo's share of it is at most the fraction given here. The
 * card's view keeps one view per photo, shape and look, so a card drawn again leaves its photo as it is (issue 17).
 */
export const ProductPhoto = memo(function ProductPhoto({
  view,
  sizes,
  className,
}: {
  view: ProductPhotoView
  sizes: readonly SizeRule[]
  className: string
}) {
  return (
    <span
      className={`flex items-center justify-center overflow-hidden bg-stone-100 ${className}`}
      data-testid="product-photo"
      data-shape={view.kind}
    >
      {view.kind === 'print' && (
        <Print photo={view} sizes={scaleSizes(sizes, 0.8)} className={longSide(view.photo.placement.aspect)} />
      )}
      {view.kind === 'wallets' && (
        <span
          className={`grid grid-cols-2 grid-rows-2 gap-[3%] bg-white p-[4%] shadow-md ring-1 ring-stone-200 ${longSide(view.photo.placement.aspect)}`}
          style={{ aspectRatio: view.photo.placement.aspect }}
        >
          {[0, 1, 2, 3].map((n) => (
            <FramedPhoto
              key={n}
              photo={view.photo}
              sizes={scaleSizes(sizes, 0.4)}
              className="size-full min-h-0 bg-stone-100"
            />
          ))}
        </span>
      )}
      {view.kind === 'sheet' && (
        <span className="relative block w-[90%]" style={{ aspectRatio: 1.25 }}>
          <span
            className="absolute top-0 left-[4%] h-[92%] -rotate-3"
            style={{ aspectRatio: view.large.placement.aspect }}
          >
            <Print photo={{ kind: 'print', photo: view.large }} sizes={scaleSizes(sizes, 0.6)} className="h-full" />
          </span>
          {[0, 1].map((n) => (
            <span
              key={n}
              className={`absolute bottom-0 h-[52%] ${n === 0 ? 'right-[22%] rotate-2' : 'right-[2%] -rotate-1'}`}
              style={{ aspectRatio: view.small.placement.aspect }}
            >
              <Print photo={{ kind: 'print', photo: view.small }} sizes={scaleSizes(sizes, 0.35)} className="h-full" />
            </span>
          ))}
        </span>
      )}
      {view.kind === 'screen' && (
        <span className="block w-[78%] rounded-lg bg-stone-800 p-[3%] shadow-md" style={{ aspectRatio: 4 / 3 }}>
          <FramedPhoto photo={view.photo} sizes={scaleSizes(sizes, 0.72)} className="size-full bg-stone-900" />
        </span>
      )}
    </span>
  )
})

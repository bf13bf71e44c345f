import type { SizeRule } from '../../core/srcset'
import type { CartPhoto } from '../../machines/cartView'
import { FramedPhoto } from '../photos/FramedPhoto'

// Apart from CartPage.tsx so that checkout's summary and the order page show it without the cart page's chunk
// (issue 17 point 2).
const THUMBNAIL_SIZES: readonly SizeRule[] = [[0, '80px']]

/**
 * The photo as the parent chose it: cropped and turned, a green-screen photo over its backdrop (issue 16). `size`:
 * the box's classes, `sizes` its width by breakpoint (an 80 px thumbnail unless told).
 */
export const CartItemPhoto = ({
  photo,
  size = 'h-24 w-20',
  sizes = THUMBNAIL_SIZES,
}: {
  photo: CartPhoto | null
  size?: string
  sizes?: readonly SizeRule[]
}) =>
  photo ? (
    <span className={`block ${size} shrink-0`} data-testid="cart-photo">
      <FramedPhoto photo={photo} sizes={sizes} className="size-full rounded-lg bg-stone-100" />
    </span>
  ) : (
    <span className={`${size} block shrink-0 rounded-lg bg-stone-100`} />
  )

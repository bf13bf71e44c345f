import type { ComponentPropsWithRef } from 'react'
import type { Picture as PictureView } from '../../core/srcset'

/**
 * Issue 17 point 4: a photo as `<picture>`, the WebP candidates first and the JPEG (or PNG) ones on the `<img>` as the
 * fallback, both with the layout's `sizes`, so the browser downloads the narrowest file that fills the box. The
 * `<picture>` takes no box of its own (`display: contents`): the `<img>` is laid out as if it stood alone.
 */
export const Picture = ({
  picture,
  sizes,
  alt,
  ...img
}: { picture: PictureView; sizes: string; alt: string } & Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt'
>) => (
  <picture className="contents">
    {picture.webpSrcSet && <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />}
    <img
      src={picture.src}
      srcSet={picture.srcSet || undefined}
      sizes={picture.srcSet ? sizes : undefined}
      alt={alt}
      {...img}
    />
  </picture>
)

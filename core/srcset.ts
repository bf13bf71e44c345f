// Issue 17 point 4: photos sized for the screen. The API lists every rendition of a photo with its width, as JPEG (or
// PNG) and as WebP; these rules turn them into the `srcset` and `sizes` of a `<picture>`, so the browser downloads
// the narrowest file that fills the box at the screen's pixel density, WebP where it can.

export interface SizedFile {
  readonly url: string
  readonly width: number
}

export interface SourcesLike {
  readonly type: string
  readonly files: readonly SizedFile[]
  readonly webp: readonly SizedFile[]
}

/** What a `<picture>` needs: the fallback `src` (browsers without srcset) and a srcset per format. */
export interface Picture {
  readonly src: string
  /** The JPEG (or PNG) candidates for the `<img>`; empty when only `src` is known. */
  readonly srcSet: string
  /** The WebP candidates for `<source type="image/webp">`; empty when there are none. */
  readonly webpSrcSet: string
}

/** `url 480w, …` narrowest first; files of a width already listed are left out (a small photo repeats widths). */
export function srcSetOf(files: readonly SizedFile[]): string {
  const seen = new Set<number>()
  return [...files]
    .filter((f) => f.width > 0 && !seen.has(f.width) && Boolean(seen.add(f.width)))
    .sort((a, b) => a.width - b.width)
    .map((f) => `${f.url} ${f.width}w`)
    .join(', ')
}

/** The picture of a set of renditions, `src` being the one given (what a browser without srcset shows). */
export function pictureOf(src: string, sources: SourcesLike | null | undefined): Picture {
  return { src, srcSet: sources ? srcSetOf(sources.files) : '', webpSrcSet: sources ? srcSetOf(sources.webp) : '' }
}

/** One layout step: from this viewport width up (px; 0 = any), the image is this wide (a CSS length). */
export type SizeRule = readonly [minWidth: number, length: string]

/**
 * The width of the longest edge `edge` rendition of a photo (never enlarged), for layouts that set a photo's box from
 * its own shape.
 */
export function renditionWidth(photo: { readonly width: number; readonly height: number }, edge: number): number {
  return Math.round(photo.width * Math.min(1, edge / Math.max(photo.width, photo.height, 1)))
}

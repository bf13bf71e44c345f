import { Schema } from 'effect'
import { NonNegativeInt } from './common'

/** One encoded rendition: its signed address and its width in pixels (a `srcset` candidate). */
export const RenditionFile = Schema.Struct({ url: Schema.String, width: NonNegativeInt })
export type RenditionFile = typeof RenditionFile.Type

/**
 * Issue 17 point 4: every rendition of a set, narrowest first, in its own format (JPEG, or PNG for a knockout) and as
 * WebP, so the browser builds `<picture>` with a `srcset` per format and picks the width its layout needs.
 */
export const RenditionSources = Schema.Struct({
  type: Schema.Literals(['image/jpeg', 'image/png']),
  files: Schema.Array(RenditionFile),
  webp: Schema.Array(RenditionFile),
})
export type RenditionSources = typeof RenditionSources.Type

import { Schema } from 'effect'
import { NonNegativeInt } from '../../core/schemas/common'
import { OptionsInput } from '../../core/schemas/order'
import { CropBox, Rotation } from '../../core/schemas/photos'
import type { KeptDraft } from '../../machines/productPanel'
import { sessionValue } from './local'

// The choices of a product panel (core/configuration.ts ItemDraft) as kept; a stored value of another shape, or of
// another product or category, is no draft.
const Node = Schema.Struct({
  nodeId: Schema.String,
  imageId: Schema.NullOr(Schema.String),
  imageCropId: Schema.NullOr(Schema.String),
  backgroundOptionId: Schema.NullOr(Schema.String),
  crop: Schema.optionalKey(Schema.NullOr(CropBox)),
  rotation: Schema.optionalKey(Rotation),
})

const Part = { quantity: NonNegativeInt, options: OptionsInput, nodes: Schema.Array(Node) }

const Kept = Schema.Struct({
  productId: Schema.String,
  categoryId: Schema.String,
  nextChildKey: NonNegativeInt,
  draft: Schema.Struct({
    ...Part,
    children: Schema.Array(Schema.Struct({ key: Schema.String, productId: Schema.String, ...Part })),
  }),
})

const decode = Schema.decodeUnknownOption(Kept)

/** Which panel: its product, on the catalog page of its category. */
export type PanelPlace = { productId: string; categoryId: string }

const read = (text: string | null) => {
  if (text === null) return null
  try {
    const kept = decode(JSON.parse(text))
    return kept._tag === 'Some' ? kept.value : null
  } catch {
    return null
  }
}

const samePlace = (a: PanelPlace, b: PanelPlace) => a.productId === b.productId && a.categoryId === b.categoryId

/**
 * Issue 16 point 1, "a half-configured product survives a reload": the choices of the one product panel open in a
 * shop (per client session and child), in this tab's session storage. It goes with the browser session; only the
 * panel that wrote it reads it back or forgets it.
 */
export const panelDraftStorage = (clientSessionId: string, subjectId: string | null) => {
  const stored = sessionValue(`picture-day.panel.${clientSessionId}.${subjectId ?? 'none'}`)
  return {
    read: (place: PanelPlace): KeptDraft | null => {
      const kept = read(stored.read())
      return kept && samePlace(kept, place)
        ? ({ draft: kept.draft, nextChildKey: kept.nextChildKey } as KeptDraft)
        : null
    },
    write: (place: PanelPlace, kept: KeptDraft) => stored.write(JSON.stringify({ ...place, ...kept })),
    forget: (place: PanelPlace) => {
      const kept = read(stored.read())
      if (kept && samePlace(kept, place)) stored.forget()
    },
  }
}

import type { KeptDraft } from '../../machines/productPanel'
import { sessionValue } from './local'
import {
  array,
  boolean,
  either,
  fraction,
  nonNegativeInt,
  nullOr,
  number,
  oneOf,
  optional,
  readAs,
  record,
  string,
  struct,
} from './shape'

// The choices of a product panel (core/configuration.ts ItemDraft) as kept; a stored value of another shape, or of
// another product or category, is no draft.
const Node = struct({
  nodeId: string,
  imageId: nullOr(string),
  imageCropId: nullOr(string),
  backgroundOptionId: nullOr(string),
  crop: optional(nullOr(struct({ width: fraction, height: fraction, left: fraction, top: fraction }))),
  rotation: optional(oneOf(0, 90, 180, 270)),
})

/** An option's value (core/schemas/order.ts OptionsInput): text, none, several texts, or a form's answers. */
const Option = struct({
  value: either(string, oneOf(null), array(string), record(either(string, boolean, number, array(string)))),
  notes: optional(string),
})

const Part = { quantity: nonNegativeInt, options: record(Option), nodes: array(Node) }

const Kept = struct({
  productId: string,
  categoryId: string,
  nextChildKey: nonNegativeInt,
  draft: struct({ ...Part, children: array(struct({ key: string, productId: string, ...Part })) }),
})

/** Which panel: its product, on the catalog page of its category. */
export type PanelPlace = { productId: string; categoryId: string }

const read = (text: string | null) => readAs<PanelPlace & KeptDraft>(Kept, text)

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

// The product panels' actors with their real I/O provided (B §4). Apart from ./shopActors.ts so that the panel's
// machine loads with the panels, after a page's first render (issue 17 point 2).
import { type KeptDraft, productPanelMachine } from '../machines/productPanel'
import type { Notify, Track } from './shopActors'

/** Where a panel keeps its choices for a reload (issue 16 point 1); none: nothing is kept. */
export type PanelDrafts = { write: (kept: KeptDraft) => void; forget: () => void }

export const productPanelLogic = (notify: Notify, track: Track, drafts?: PanelDrafts) =>
  productPanelMachine.provide({
    actions: {
      notify: (_, params) => notify(params),
      track: (_, { tracks }) => track(tracks),
      keepDraft: (_, kept) => drafts?.write(kept),
      forgetDraft: () => drafts?.forget(),
    },
  })

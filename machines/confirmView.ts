import type { SnapshotFrom } from 'xstate'
import type { confirmMachine } from './confirm'

type ConfirmEvent = { type: 'confirm.accept' } | { type: 'confirm.cancel' }

export type ConfirmView = {
  readonly open: boolean
  /** Accepting runs: both buttons are disabled and the dialog cannot be dismissed (B §2, B §4). */
  readonly busy: boolean
  /** The title's message id, as the flow that asks gave it. */
  readonly title: string
  /** The body message's values: the items concerned. */
  readonly bodyValues: { readonly items: string }
  readonly accept: ConfirmEvent
  readonly cancel: ConfirmEvent
  /** Dismissing (Escape, backdrop, close button) cancels; null while accepting. */
  readonly dismiss: ConfirmEvent | null
}

/** B §2 confirmation modal as the view shows it: title, body, Yes and No; both disabled while accepting. */
export const confirmView = (snapshot: SnapshotFrom<typeof confirmMachine>): ConfirmView => {
  const busy = snapshot.matches('accepting')
  const cancel: ConfirmEvent = { type: 'confirm.cancel' }
  return {
    open: !snapshot.matches('closed'),
    busy,
    title: snapshot.context.title,
    bodyValues: { items: snapshot.context.body },
    accept: { type: 'confirm.accept' },
    cancel,
    dismiss: busy ? null : cancel,
  }
}

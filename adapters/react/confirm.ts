import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { confirmMachine } from '../../machines/confirm'
import { type ConfirmView, confirmView } from '../../machines/confirmView'

/** A confirmation actor (invoked by the flow that asks) as its dialog shows it, and its `send`. */
export const useConfirm = (actor: ActorRefFrom<typeof confirmMachine>) => {
  const view: ConfirmView = useSelector(actor, confirmView, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  return { view, send: actor.send }
}

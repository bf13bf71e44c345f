import { sendParent, setup } from 'xstate'
import type { Order } from '../core/schemas/order'

export type OrderChangeInput = {
  order: Order
  itemId: string | null
  imageId: string | null
  mode: 'item' | 'imageOptions'
}

export type OrderChangeEvent = { type: 'change.close' } | { type: 'change.saved'; order: Order }

/**
 * C §4/§5/§7 changes after purchase (skeleton: the interface the order page invokes). Reports a saved change to the
 * parent with `order.changed` and ends in `done` when closed.
 */
export const orderChangeMachine = setup({
  types: {} as { context: OrderChangeInput; input: OrderChangeInput; events: OrderChangeEvent },
}).createMachine({
  id: 'orderChange',
  context: ({ input }) => input,
  initial: 'open',
  states: {
    open: {
      on: {
        'change.saved': { actions: sendParent(({ event }) => ({ type: 'order.changed', order: event.order })) },
        'change.close': 'done',
      },
    },
    done: { type: 'final' },
  },
})

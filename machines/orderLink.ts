// How other machines talk to the order actor: they ask it for a change and wait for its answer, and they follow the
// order it holds. Nothing here touches the network; the order actor's own actors do.
import { type ActorRefFrom, fromCallback } from 'xstate'
import type { Order } from '../core/schemas/order'
import type { OrderChange, orderMachine } from './order'

export type OrderRef = ActorRefFrom<typeof orderMachine>

let nextId = 0

/**
 * Sends one change to the order actor and settles with the order it answers (`change.done`; null once the order is
 * removed), or rejects with the error it reports (`change.failed`). The order actor queues changes, so two callers never race.
 */
export const requestOrderChange = (orderRef: OrderRef, change: OrderChange): Promise<Order | null> =>
  new Promise((resolve, reject) => {
    nextId += 1
    const id = `change-${nextId}`
    const done = orderRef.on('change.done', (event) => {
      if (event.id !== id) return
      stop()
      resolve(event.order)
    })
    const failed = orderRef.on('change.failed', (event) => {
      if (event.id !== id) return
      stop()
      reject(event.error)
    })
    const stop = () => {
      done.unsubscribe()
      failed.unsubscribe()
    }
    orderRef.send({ type: 'order.change', id, change })
  })

/** The order as the order actor holds it, and whether it has finished reading the stored order. */
export type OrderUpdate = { type: 'order.updated'; order: Order | null; ready: boolean }

/**
 * An invoked actor that follows the order actor: it sends `order.updated` to its parent now and whenever the order
 * (or its readiness) changes. Without an order actor (a replay of one machine) it sends nothing. `known` is what the
 * parent was made with, not sent again: a parent that took it would make a new snapshot as it starts, which re-renders
 * its view at once, synchronously (issue 17 point 3: a category's product panels did so together).
 */
export const watchOrder = fromCallback<
  { type: string },
  { orderRef: OrderRef | null; known?: { order: Pick<Order, 'id'> | null; ready: boolean } }
>(({ input, sendBack }) => {
  const { orderRef } = input
  if (!orderRef) return undefined
  let last: { order: Pick<Order, 'id'> | null; ready: boolean } | null = input.known ?? null
  const forward = (snapshot: ReturnType<OrderRef['getSnapshot']>) => {
    const next = { order: snapshot.context.order, ready: snapshot.matches('ready') }
    if (last && last.order === next.order && last.ready === next.ready) return
    last = next
    sendBack({ type: 'order.updated', ...next } satisfies OrderUpdate)
  }
  forward(orderRef.getSnapshot())
  const subscription = orderRef.subscribe(forward)
  return () => subscription.unsubscribe()
})

/** watchOrder invoked by a follower that holds the order and its readiness, which it was made with (`known`). */
export const watchOrderInvoke = {
  id: 'watchOrder',
  src: 'watchOrder',
  input: ({
    context,
  }: {
    context: { orderRef: OrderRef | null; order: Pick<Order, 'id'> | null; orderReady: boolean }
  }) => ({
    orderRef: context.orderRef,
    known: { order: context.order, ready: context.orderReady },
  }),
} as const

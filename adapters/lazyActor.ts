// Issue 17: a long-lived shop actor that most visits never use (the brother-or-sister search, say) need not cost every
// page its machine's code and its start. Its module loads, and the actor starts, when the first event is sent to it.
import { type AnyActorLogic, type AnyActorRef, createActor, type EventFromLogic, type SnapshotFrom } from 'xstate'

/** What the module of a lazy actor gives: the actor's logic and its input, made when the first event comes. */
export type LazyStart<TLogic extends AnyActorLogic, TExtra> = {
  logic: TLogic
  input: unknown
  /** Whatever else the views need from the same module (its view function, say). */
  extra: TExtra
}

export type LazyActor<TLogic extends AnyActorLogic, TExtra> = {
  /** Sent in order: events sent while the module loads are delivered once the actor has started. */
  send: (event: EventFromLogic<TLogic>) => void
  /** Called when the actor starts and on each of its snapshots (for useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void
  /** The started actor's snapshot and the module's extra; null until the first event has loaded and started it. */
  current: () => { snapshot: SnapshotFrom<TLogic>; extra: TExtra } | null
  /** Stops the actor (the shop unmounts); a later event starts a new one. */
  stop: () => void
}

/**
 * `load` imports the actor's module and says how to start it; it runs once (again after a failure, on the next event).
 * `failed` is told when the module does not arrive: the events waiting are dropped, as the shopper will press again.
 */
export const lazyActor = <TLogic extends AnyActorLogic, TExtra>(
  load: () => Promise<LazyStart<TLogic, TExtra>>,
  failed: (error: unknown) => void,
  options: { inspect?: (event: never) => void } = {},
): LazyActor<TLogic, TExtra> => {
  type Started = { actor: AnyActorRef; current: { snapshot: SnapshotFrom<TLogic>; extra: TExtra } }
  let started: Started | null = null
  let loading = false
  // Bumped by stop(): a module arriving after it starts nothing.
  let generation = 0
  let waiting: EventFromLogic<TLogic>[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const start = ({ logic, input, extra }: LazyStart<TLogic, TExtra>) => {
    const actor = createActor(logic, { ...options, input } as never)
    const now: Started = { actor, current: { snapshot: actor.getSnapshot(), extra } }
    started = now
    // A new object per snapshot, so useSyncExternalStore sees the change.
    actor.subscribe((snapshot: SnapshotFrom<TLogic>) => {
      now.current = { snapshot, extra }
      if (started === now) changed()
    })
    actor.start()
    now.current = { snapshot: actor.getSnapshot(), extra }
    const events = waiting
    waiting = []
    for (const event of events) actor.send(event)
    changed()
  }
  return {
    send: (event) => {
      if (started) {
        started.actor.send(event)
        return
      }
      waiting.push(event)
      if (loading) return
      loading = true
      const mine = generation
      load().then(
        (module) => {
          if (mine !== generation) return
          loading = false
          start(module)
        },
        (error: unknown) => {
          if (mine !== generation) return
          loading = false
          waiting = []
          failed(error)
        },
      )
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current: () => started?.current ?? null,
    stop: () => {
      generation += 1
      started?.actor.stop()
      started = null
      loading = false
      waiting = []
    },
  }
}

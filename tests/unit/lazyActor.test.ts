// Issue 17: a shop actor that starts, and whose code loads, with the first event sent to it (adapters/lazyActor.ts).
// Nothing a shopper sends may be lost or reordered while its code is on its way, and a failed load must say so.
import { describe, expect, it, vi } from 'vitest'
import { assign, setup } from 'xstate'
import { lazyActor } from '../../adapters/lazyActor'

const logMachine = setup({
  types: {
    context: {} as { log: string[] },
    input: {} as { first: string },
    events: {} as { type: 'add'; word: string },
  },
}).createMachine({
  context: ({ input }) => ({ log: [input.first] }),
  on: { add: { actions: assign({ log: ({ context, event }) => [...context.log, event.word] }) } },
})

/** A load the test resolves or rejects itself, counting its calls. */
const deferredLoad = () => {
  const calls: { resolve: () => void; reject: (e: Error) => void }[] = []
  const load = vi.fn(
    () =>
      new Promise<{ logic: typeof logMachine; input: { first: string }; extra: string }>((resolve, reject) => {
        calls.push({ resolve: () => resolve({ logic: logMachine, input: { first: 'start' }, extra: 'view' }), reject })
      }),
  )
  return { load, calls }
}
const settle = () => new Promise((resolve) => setTimeout(resolve))

describe('lazyActor', () => {
  it('loads once on the first event and delivers every event sent meanwhile, in order', async () => {
    const { load, calls } = deferredLoad()
    const actor = lazyActor(load, () => {})
    expect(actor.current()).toBeNull()
    expect(load).not.toHaveBeenCalled()
    actor.send({ type: 'add', word: 'a' })
    actor.send({ type: 'add', word: 'b' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(actor.current()).toBeNull()
    calls[0]?.resolve()
    await settle()
    expect(actor.current()?.snapshot.context.log).toEqual(['start', 'a', 'b'])
    expect(actor.current()?.extra).toBe('view')
    actor.send({ type: 'add', word: 'c' })
    expect(actor.current()?.snapshot.context.log).toEqual(['start', 'a', 'b', 'c'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tells its subscribers when it starts and on each snapshot, with a new value each time', async () => {
    const { load, calls } = deferredLoad()
    const actor = lazyActor(load, () => {})
    const seen: unknown[] = []
    const unsubscribe = actor.subscribe(() => seen.push(actor.current()))
    actor.send({ type: 'add', word: 'a' })
    calls[0]?.resolve()
    await settle()
    const started = seen.length
    expect(started).toBeGreaterThan(0)
    actor.send({ type: 'add', word: 'b' })
    expect(seen.length).toBe(started + 1)
    expect(seen.at(-1)).not.toBe(seen.at(-2))
    unsubscribe()
    actor.send({ type: 'add', word: 'c' })
    expect(seen.length).toBe(started + 1)
  })

  it('a module that does not arrive is reported, its events dropped, and the next event tries again', async () => {
    const { load, calls } = deferredLoad()
    const failed = vi.fn()
    const actor = lazyActor(load, failed)
    actor.send({ type: 'add', word: 'lost' })
    calls[0]?.reject(new Error('offline'))
    await settle()
    expect(failed).toHaveBeenCalledTimes(1)
    expect(actor.current()).toBeNull()
    actor.send({ type: 'add', word: 'again' })
    expect(load).toHaveBeenCalledTimes(2)
    calls[1]?.resolve()
    await settle()
    expect(actor.current()?.snapshot.context.log).toEqual(['start', 'again'])
  })

  it('stopped while its module loads, it starts nothing; a later event starts a new actor', async () => {
    const { load, calls } = deferredLoad()
    const actor = lazyActor(load, () => {})
    actor.send({ type: 'add', word: 'before' })
    actor.stop()
    calls[0]?.resolve()
    await settle()
    expect(actor.current()).toBeNull()
    actor.send({ type: 'add', word: 'after' })
    calls[1]?.resolve()
    await settle()
    expect(actor.current()?.snapshot.context.log).toEqual(['start', 'after'])
    actor.stop()
    expect(actor.current()).toBeNull()
  })
})

// Issue 15 point 3, C §7 tracking, C §6: the shop's one tracking actor (machines/tracking.ts) with its adapters'
// provision (adapters/trackingActor.ts trackingLogic): tracks wait for the shop, go out one at a time in order with the
// visit's properties; nothing in admin mode or when the store has tracking off; a failed post is dropped.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { tracksTo } from '../../adapters/shopActors'
import { trackingLogic } from '../../adapters/trackingActor'
import type { Subject } from '../../core/schemas/photos'
import type { ClientSession } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import type { TrackBody, TrackParams, Visit } from '../../machines/tracking'
import { fixtures } from './fixtures'

const store = fixtures.store as Store
const clientSession = fixtures['session:reOrderOnCatalog'] as ClientSession
const subject = fixtures['subject:emma'] as Subject
const visit: Visit = { store, clientSession, subject }
const noTracking: Visit = { ...visit, store: { ...store, settings: { ...store.settings, isTrackingAvailable: false } } }

const added: TrackParams = { event: 'Product Added', properties: { order: 'o-1', product: 'p-1', quantity: 1 } }
const viewed: TrackParams = { event: 'Cart Viewed', properties: { order: 'o-1' } }

/** A POST /tracks that answers when the test says so (`answer()`), or refuses (`refuse()`). */
const fakePost = () => {
  const posted: TrackBody[] = []
  const waiting: { resolve: () => void; reject: (e: unknown) => void }[] = []
  const post = (body: TrackBody) =>
    new Promise<unknown>((resolve, reject) => {
      posted.push(body)
      waiting.push({ resolve: () => resolve({ id: `t-${posted.length}` }), reject })
    })
  const next = () => {
    const first = waiting.shift()
    if (!first) throw new Error('no post waiting')
    return first
  }
  return {
    post,
    posted,
    answer: () => next().resolve(),
    refuse: () => next().reject({ status: 413, code: 'payload_too_large' }),
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('the tracking actor (issue 15 point 3, C §7)', () => {
  it('holds tracks until the shop is known, then posts them one at a time, in order, with the visit', async () => {
    const api = fakePost()
    const actor = createActor(trackingLogic(api.post), { input: { adminMode: false } }).start()
    const track = tracksTo(actor)
    track([{ event: 'Shop Opened', properties: {} }])
    await settle()
    expect(api.posted).toEqual([])
    actor.send({ type: 'tracking.visit', ...visit, storeUser: 'u-1' })
    track([added, viewed])
    await settle()
    // Only the first is out: the next waits for its answer.
    expect(api.posted).toEqual([
      {
        storeUser: 'u-1',
        event: 'Shop Opened',
        properties: {
          store: store.id,
          clientSession: clientSession.id,
          stage: clientSession.stage.id,
          subject: subject.id,
        },
      },
    ])
    api.answer()
    await settle()
    api.answer()
    await settle()
    api.answer()
    await waitFor(actor, (s) => s.matches({ on: 'idle' }))
    expect(api.posted.map((b) => b.event)).toEqual(['Shop Opened', 'Product Added', 'Cart Viewed'])
    expect(api.posted[1]).toEqual({
      storeUser: 'u-1',
      event: 'Product Added',
      properties: {
        store: store.id,
        clientSession: clientSession.id,
        stage: clientSession.stage.id,
        subject: subject.id,
        order: 'o-1',
        product: 'p-1',
        quantity: 1,
      },
    })
  })

  it('a refused or failed post is dropped and the next goes on (issue 15 bad input: 413)', async () => {
    const api = fakePost()
    const actor = createActor(trackingLogic(api.post), { input: { adminMode: false } }).start()
    actor.send({ type: 'tracking.visit', ...visit, storeUser: 'u-1' })
    tracksTo(actor)([added, viewed])
    await settle()
    api.refuse()
    await settle()
    expect(actor.getSnapshot().status).toBe('active')
    api.answer()
    await waitFor(actor, (s) => s.matches({ on: 'idle' }))
    expect(api.posted.map((b) => b.event)).toEqual(['Product Added', 'Cart Viewed'])
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('the queue is bounded: tracks beyond it are dropped while a post hangs', async () => {
    const api = fakePost()
    const actor = createActor(trackingLogic(api.post), { input: { adminMode: false, maxQueued: 3 } }).start()
    actor.send({ type: 'tracking.visit', ...visit, storeUser: 'u-1' })
    const track = tracksTo(actor)
    for (let i = 0; i < 10; i++) track([{ event: 'Cart Viewed', properties: { n: i } }])
    await settle()
    expect(actor.getSnapshot().context.queue).toHaveLength(3)
    for (let i = 0; i < 3; i++) {
      api.answer()
      await settle()
    }
    expect(api.posted.map((b) => b.properties.n)).toEqual([0, 1, 2])
  })

  it('C §6: nothing is posted in admin mode', async () => {
    const api = fakePost()
    const actor = createActor(trackingLogic(api.post), { input: { adminMode: true } }).start()
    actor.send({ type: 'tracking.visit', ...visit, storeUser: 'u-1' })
    tracksTo(actor)([added, viewed])
    await settle()
    expect(actor.getSnapshot().value).toBe('off')
    expect(api.posted).toEqual([])
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('C §6: nothing is posted when the store has tracking off, not even what waited for the shop', async () => {
    const api = fakePost()
    const actor = createActor(trackingLogic(api.post), { input: { adminMode: false } }).start()
    tracksTo(actor)([{ event: 'Shop Opened', properties: {} }])
    actor.send({ type: 'tracking.visit', ...noTracking, storeUser: 'u-1' })
    tracksTo(actor)([added])
    await settle()
    expect(actor.getSnapshot().value).toBe('off')
    expect(api.posted).toEqual([])
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('a visit without a subject or session carries nulls', async () => {
    const api = fakePost()
    const actor = createActor(trackingLogic(api.post), { input: { adminMode: false } }).start()
    actor.send({ type: 'tracking.visit', store, clientSession: null, subject: null, storeUser: null })
    tracksTo(actor)([viewed])
    await settle()
    expect(api.posted).toEqual([
      {
        storeUser: null,
        event: 'Cart Viewed',
        properties: { store: store.id, clientSession: null, stage: null, subject: null, order: 'o-1' },
      },
    ])
  })
})

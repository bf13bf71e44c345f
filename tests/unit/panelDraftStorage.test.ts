import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { panelDraftStorage } from '../../adapters/storage/panelDraftStorage'
import type { KeptDraft } from '../../machines/productPanel'

// Issue 16 point 1: "a half-configured product survives a reload (kept for the browser session) and reopens".
describe('the kept choices of a product panel', () => {
  const items = new Map<string, string>()
  beforeEach(() => {
    items.clear()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  const place = { productId: 'print', categoryId: 'prints' }
  const kept: KeptDraft = {
    draft: {
      quantity: 2,
      options: { finish: { value: 'gloss', notes: '' }, name: { value: 'Emma' } },
      nodes: [
        {
          nodeId: 'n1',
          imageId: 'img',
          imageCropId: 'crop',
          backgroundOptionId: null,
          crop: { width: 0.5, height: 0.5, left: 0.1, top: 0.2 },
          rotation: 90,
        },
      ],
      children: [{ key: 'new-0', productId: 'wallet', quantity: 1, options: {}, nodes: [] }],
    },
    nextChildKey: 1,
  }

  it('reads back what the same panel wrote, in the same shop and for the same child', () => {
    panelDraftStorage('session', 'emma').write(place, kept)
    expect(panelDraftStorage('session', 'emma').read(place)).toEqual(kept)
    expect(panelDraftStorage('session', 'mateo').read(place)).toBeNull()
    expect(panelDraftStorage('other-session', 'emma').read(place)).toBeNull()
  })

  it('is no draft for another product or for the same product in another category', () => {
    const storage = panelDraftStorage('session', null)
    storage.write(place, kept)
    expect(storage.read({ ...place, productId: 'mug' })).toBeNull()
    expect(storage.read({ ...place, categoryId: 'gifts' })).toBeNull()
  })

  it('is forgotten only by the panel that wrote it', () => {
    const storage = panelDraftStorage('session', null)
    storage.write(place, kept)
    storage.forget({ ...place, productId: 'mug' })
    expect(storage.read(place)).toEqual(kept)
    storage.forget(place)
    expect(storage.read(place)).toBeNull()
  })

  it('reads a stored value of another shape, or broken JSON, as no draft', () => {
    const storage = panelDraftStorage('session', null)
    const key = 'picture-day.panel.session.none'
    items.set(key, '{not json')
    expect(storage.read(place)).toBeNull()
    items.set(key, JSON.stringify({ ...place, nextChildKey: 0, draft: { quantity: 'two' } }))
    expect(storage.read(place)).toBeNull()
    items.set(
      key,
      JSON.stringify({ ...place, ...kept, draft: { ...kept.draft, nodes: [{ nodeId: 'n1', rotation: 45 }] } }),
    )
    expect(storage.read(place)).toBeNull()
  })

  it('keeps nothing, and breaks nothing, where the browser refuses storage', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    })
    const storage = panelDraftStorage('session', null)
    expect(() => storage.write(place, kept)).not.toThrow()
    expect(storage.read(place)).toBeNull()
    expect(() => storage.forget(place)).not.toThrow()
  })
})

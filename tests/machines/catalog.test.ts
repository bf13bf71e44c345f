import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { catalogMachine, catalogPosition } from '../../machines/catalog'

const slugs = ['packages', 'prints', 'digital']

describe('catalog (B §2 /catalog and /catalog/category/{slug})', () => {
  it.each([
    ['/catalog', null],
    ['a category', 'prints'],
    ['an unknown category', 'shoes'],
  ])(
    'selecting the category %s opened on leaves the snapshot as it is, so the page does not render again',
    (_, slug) => {
      const actor = createActor(catalogMachine, { input: { slugs, slug } }).start()
      const opened = actor.getSnapshot()
      actor.send({ type: 'category.select', slug })
      expect(actor.getSnapshot()).toBe(opened)
    },
  )

  it('selecting another category moves the position', () => {
    const actor = createActor(catalogMachine, { input: { slugs, slug: null } }).start()
    actor.send({ type: 'category.select', slug: 'digital' })
    expect(catalogPosition(actor.getSnapshot())).toEqual({ current: 'digital', previous: 'prints', next: null })
    actor.send({ type: 'category.select', slug: null })
    expect(catalogPosition(actor.getSnapshot())).toEqual({ current: 'packages', previous: null, next: 'prints' })
  })
})

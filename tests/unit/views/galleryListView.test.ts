import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { galleryListMachine } from '../../../machines/galleryList'
import { galleryListView } from '../../../machines/galleryListView'
import { galleries, gallery } from './photoViewFixtures'

const listOf = (list: ReturnType<typeof galleries>, placeholderImage: string | null = '/media/placeholder.png') =>
  createActor(galleryListMachine, { input: { galleries: list, placeholderImage } }).start()

describe('galleryListView (B §2 gallery list)', () => {
  it('B §2: with exactly one gallery it goes straight to its photos', () => {
    const view = galleryListView(listOf([gallery(1)]).getSnapshot())
    expect(view.redirectTo).toBe(`/galleries/${gallery(1).id}/images`)
  })

  it('without galleries it shows the empty notice and no pager', () => {
    const view = galleryListView(listOf([]).getSnapshot())
    expect(view).toMatchObject({ redirectTo: null, empty: true, tiles: [] })
    expect(view.pager.visible).toBe(false)
  })

  it('B §2: label truncated to 50 characters, a link to its images, the placeholder without a cover', () => {
    const long = gallery(1, { label: 'A'.repeat(60), coverImage: null })
    const view = galleryListView(listOf([gallery(0), long]).getSnapshot())
    expect(view.tiles[1]).toEqual({
      id: long.id,
      href: `/galleries/${long.id}/images`,
      label: `${'A'.repeat(49)}…`,
      cover: { src: '/media/placeholder.png', srcSet: '', webpSrcSet: '' },
      isPlaceholder: true,
      imageCount: 12,
    })
    expect(view.tiles[0]).toMatchObject({ cover: { src: '/media/covers/0.jpg' }, isPlaceholder: false })
  })

  it('B §9: 40 a page; the pager shows with more than one page and asks for a page', () => {
    const actor = listOf(galleries(41))
    const first = galleryListView(actor.getSnapshot())
    expect(first.tiles).toHaveLength(40)
    expect(first.pager.visible).toBe(true)
    expect(first.pager.controls.map((c) => c.key)).toEqual(['p1', 'p2'])
    actor.send(first.page(2))
    const second = galleryListView(actor.getSnapshot())
    expect(second.tiles.map((t) => t.label)).toEqual(['Gallery 40'])
    expect(galleryListView(listOf(galleries(40)).getSnapshot()).pager.visible).toBe(false)
  })
})

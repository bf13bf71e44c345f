import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { previewMachine } from '../../../machines/preview'
import { previewView } from '../../../machines/previewView'
import { crops } from './photoViewFixtures'

const three = crops(1, 3)
const opened = (index: number, count: number) => {
  const actor = createActor(previewMachine).start()
  actor.send({ type: 'preview.open', index, count })
  return actor
}

describe('previewView (B §2 image preview modal, B §9 preview width)', () => {
  it('closed: nothing shown, nothing preloaded', () => {
    const view = previewView(createActor(previewMachine).start().getSnapshot(), { crops: three, viewportWidth: 1280 })
    expect(view.open).toBe(false)
    expect(view.preload).toEqual([])
  })

  it('B §2: open on a photo, its large rendition, its position, and the neighbours preloaded', () => {
    const view = previewView(opened(0, 3).getSnapshot(), { crops: three, viewportWidth: 1280 })
    expect(view).toMatchObject({
      open: true,
      photo: { id: three[0]?.id, src: '/media/photos/1/large.jpg', alt: 'Photo 1', width: 1200, height: 1500 },
      title: 'Photo 1',
      animation: 'fade',
      showSteps: true,
      position: { index: 1, count: 3 },
    })
    // Issue 17 point 4: the neighbours at every width and as WebP, so the preload matches what the preview picks.
    expect(view.preload.map((p) => p.src)).toEqual(['/media/photos/2/large.jpg', '/media/photos/3/large.jpg'])
    expect(view.preload[0]?.webpSrcSet).toBe(
      '/media/photos/2/small.webp 256w, /media/photos/2/grid.webp 384w, /media/photos/2/medium.webp 640w, /media/photos/2/large.webp 819w',
    )
    expect(view.photo?.srcSet).toBe(
      '/media/photos/1/small.jpg 256w, /media/photos/1/grid.jpg 384w, /media/photos/1/medium.jpg 640w, /media/photos/1/large.jpg 819w',
    )
    expect(view.sizes).toBe(`${view.width}px`)
  })

  it('B §2: it cycles without end, and the photo slides in from the side of the step', () => {
    const actor = opened(0, 3)
    actor.send(previewView(actor.getSnapshot(), { crops: three, viewportWidth: 1280 }).previous)
    const view = previewView(actor.getSnapshot(), { crops: three, viewportWidth: 1280 })
    expect(view.position).toEqual({ index: 3, count: 3 })
    expect(view.animation).toBe('previous')
    actor.send(view.close)
    expect(previewView(actor.getSnapshot(), { crops: three, viewportWidth: 1280 }).open).toBe(false)
  })

  it('B §9: 850 px at most, the viewport less 100 px above 768 px; issue 16: a phone shows it full screen', () => {
    const at = (viewportWidth: number) => previewView(opened(0, 3).getSnapshot(), { crops: three, viewportWidth })
    expect(at(390)).toMatchObject({ width: 390, fullScreen: true })
    expect(at(800)).toMatchObject({ width: 700, fullScreen: false })
    expect(at(1280)).toMatchObject({ width: 850, fullScreen: false })
  })

  it('one photo: no steps, nothing to preload', () => {
    const view = previewView(opened(0, 1).getSnapshot(), { crops: crops(1, 1), viewportWidth: 1280 })
    expect(view.showSteps).toBe(false)
    expect(view.preload).toEqual([])
  })

  it('B §2: arrow keys and a swipe of 40 px or more step; a shorter one does not', () => {
    const view = previewView(opened(1, 3).getSnapshot(), { crops: three, viewportWidth: 1280 })
    expect(view.keys).toMatchObject({ ArrowRight: { type: 'preview.next' }, ArrowLeft: { type: 'preview.previous' } })
    expect(view.swipe(200, 150)).toEqual({ type: 'preview.next' })
    expect(view.swipe(150, 200)).toEqual({ type: 'preview.previous' })
    expect(view.swipe(200, 170)).toBeNull()
    expect(view.swipe(null, 100)).toBeNull()
    expect(view.swipe(100, undefined)).toBeNull()
  })

  it('issue 16: the photo’s heart while favourites are used, toggling that crop; none without favourites', () => {
    const snapshot = opened(1, 3).getSnapshot()
    const hearted = new Set([three[1]?.id ?? ''])
    const view = previewView(snapshot, {
      crops: three,
      viewportWidth: 390,
      favourites: { enabled: true, heartedIds: hearted },
    })
    expect(view.heart).toEqual({
      label: 'Photo 2',
      hearted: true,
      toggle: { type: 'favourite.toggle', crop: three[1] },
    })
    const other = previewView(opened(0, 3).getSnapshot(), {
      crops: three,
      viewportWidth: 390,
      favourites: { enabled: true, heartedIds: hearted },
    })
    expect(other.heart?.hearted).toBe(false)
    expect(
      previewView(snapshot, { crops: three, viewportWidth: 390, favourites: { enabled: false, heartedIds: hearted } })
        .heart,
    ).toBeNull()
    expect(previewView(snapshot, { crops: three, viewportWidth: 390 }).heart).toBeNull()
  })

  it('issue 16 "Buy this photo": hands the photo shown on and closes the lightbox', () => {
    const bought: unknown[] = []
    const actor = createActor(previewMachine.provide({ actions: { buy: (_, params) => void bought.push(params) } }))
    actor.start().send({ type: 'preview.open', index: 2, count: 3 })
    const view = previewView(actor.getSnapshot(), { crops: three, viewportWidth: 390 })
    expect(view.buy).toEqual({ type: 'preview.buy', imageId: three[2]?.image.id })
    actor.send(view.buy ?? view.close)
    expect(bought).toEqual([{ imageId: three[2]?.image.id }])
    expect(previewView(actor.getSnapshot(), { crops: three, viewportWidth: 390 }).open).toBe(false)
  })

  it('issue 16 pinch-zoom: a pinch zooms about its start, held between 1× and 4×, the pan inside the photo', () => {
    const actor = opened(0, 3)
    const view = () => previewView(actor.getSnapshot(), { crops: three, viewportWidth: 390 })
    expect(view().zoom).toEqual({ zoom: 1, pan: { x: 0, y: 0 }, zoomed: false })
    actor.send(view().pinch(view().zoom, 2.5, 0.2, -0.1))
    expect(view().zoom).toEqual({ zoom: 2.5, pan: { x: 0.2, y: -0.1 }, zoomed: true })
    actor.send(view().pinch({ zoom: 2.5, pan: { x: 0.2, y: -0.1 } }, 3, 5, 0))
    expect(view().zoom).toEqual({ zoom: 4, pan: { x: 1.5, y: -0.1 }, zoomed: true })
    actor.send(view().pinch(view().zoom, 0.1, 0, 0))
    expect(view().zoom).toEqual({ zoom: 1, pan: { x: 0, y: 0 }, zoomed: false })
  })

  it('issue 16: a double tap zooms to 2× and back; + and − zoom; zoomed, a swipe pans instead of stepping', () => {
    const actor = opened(0, 3)
    const view = () => previewView(actor.getSnapshot(), { crops: three, viewportWidth: 390 })
    actor.send(view().toggleZoom)
    expect(view().zoom).toMatchObject({ zoom: 2, zoomed: true })
    expect(view().swipe(200, 100)).toBeNull()
    actor.send(view().keys['+'] ?? view().close)
    expect(view().zoom.zoom).toBe(4)
    actor.send(view().keys['-'] ?? view().close)
    expect(view().zoom.zoom).toBe(2)
    actor.send(view().toggleZoom)
    expect(view().zoom).toMatchObject({ zoom: 1, zoomed: false })
    expect(view().swipe(200, 100)).toEqual({ type: 'preview.next' })
  })

  it('issue 16: stepping to another photo shows it whole again', () => {
    const actor = opened(0, 3)
    actor.send({ type: 'preview.zoom', zoom: 3, pan: { x: 0.5, y: 0.5 } })
    actor.send({ type: 'preview.next' })
    expect(previewView(actor.getSnapshot(), { crops: three, viewportWidth: 390 }).zoom).toEqual({
      zoom: 1,
      pan: { x: 0, y: 0 },
      zoomed: false,
    })
  })
})

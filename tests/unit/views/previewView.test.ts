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
    expect(view.preload).toEqual(['/media/photos/2/large.jpg', '/media/photos/3/large.jpg'])
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

  it('B §9: 850 px at most, the viewport less 50 px under 768 px wide and less 100 px above', () => {
    const width = (viewportWidth: number) =>
      previewView(opened(0, 3).getSnapshot(), { crops: three, viewportWidth }).width
    expect(width(390)).toBe(340)
    expect(width(800)).toBe(700)
    expect(width(1280)).toBe(850)
  })

  it('one photo: no steps, nothing to preload', () => {
    const view = previewView(opened(0, 1).getSnapshot(), { crops: crops(1, 1), viewportWidth: 1280 })
    expect(view.showSteps).toBe(false)
    expect(view.preload).toEqual([])
  })

  it('B §2: arrow keys and a swipe of 40 px or more step; a shorter one does not', () => {
    const view = previewView(opened(1, 3).getSnapshot(), { crops: three, viewportWidth: 1280 })
    expect(view.keys).toEqual({ ArrowRight: { type: 'preview.next' }, ArrowLeft: { type: 'preview.previous' } })
    expect(view.swipe(200, 150)).toEqual({ type: 'preview.next' })
    expect(view.swipe(150, 200)).toEqual({ type: 'preview.previous' })
    expect(view.swipe(200, 170)).toBeNull()
    expect(view.swipe(null, 100)).toBeNull()
    expect(view.swipe(100, undefined)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CROP_STEP, CROP_STEP_LARGE, FULL_CROP } from '../../../core/cropBox'
import { cropMachine } from '../../../machines/crop'
import { cropView } from '../../../machines/cropView'
import { expectMessages, image } from './dialogFixtures'

const photo = image(1) // 1200 × 1500, portrait

const opened = (crop: typeof FULL_CROP | null = null, rotation: 0 | 90 | 180 | 270 = 0) => {
  const saved: unknown[] = []
  const actor = createActor(cropMachine.provide({ actions: { saved: (_, params) => void saved.push(params) } })).start()
  actor.send({ type: 'crop.open', crop, rotation })
  return { actor, saved, view: () => cropView(actor.getSnapshot(), photo) }
}

describe('cropView (B §2 image crop modal, B §4 crop, B §9 crop defaults)', () => {
  it('closed until opened; then the title, instructions and the photo it crops', () => {
    expect(cropView(createActor(cropMachine).start().getSnapshot(), photo).open).toBe(false)
    const view = opened().view()
    expect(view).toMatchObject({ open: true, title: 'crop.title', instructions: 'crop.instructions' })
    expect(view.photo).toMatchObject({ src: photo.mediumUrl, alt: photo.label, rotation: 0 })
    expectMessages(view.title, view.instructions, view.rotation, ...view.handles.map((h) => h.label))
  })

  it('B §9: the canvas is a square of 690', () => {
    expect(opened().view().canvas).toBe(690)
  })

  it('B §2: remove crop shows only when a crop exists', () => {
    const { actor, view } = opened()
    expect(view().removeShown).toBe(false)
    actor.send({ type: 'crop.adjust', mode: 'se', dx: -0.2, dy: -0.2 })
    expect(view().removeShown).toBe(true)
    actor.send(view().remove)
    expect(view().removeShown).toBe(false)
    expect(view().box).toEqual(FULL_CROP)
    expect(opened({ left: 0.1, top: 0.1, width: 0.5, height: 0.5 }).view().removeShown).toBe(true)
  })

  it('B §2, B §4: rotate turns 90° a click, 0, 90, 180, 270 and back to 0, and says so', () => {
    const { actor, view } = opened()
    const degrees: number[] = []
    for (let i = 0; i < 4; i++) {
      actor.send(view().rotate)
      degrees.push(view().photo.rotation)
    }
    expect(degrees).toEqual([90, 180, 270, 0])
    actor.send(view().rotate)
    expect(view().rotation).toEqual({ id: 'crop.rotation', values: { degrees: 90 } })
  })

  it('the photo is fitted in the canvas, centred, and its frame turns with it', () => {
    const upright = opened().view()
    expect(upright.frame.width).toBeCloseTo(0.72)
    expect(upright.frame.height).toBeCloseTo(0.9)
    expect(upright.frame.left).toBeCloseTo(0.14)
    expect(upright.frame.top).toBeCloseTo(0.05)
    expect(upright.photo.width).toBeCloseTo(1)
    const turned = opened(null, 90).view()
    expect(turned.frame.width).toBeCloseTo(0.9)
    expect(turned.frame.height).toBeCloseTo(0.72)
    // Before turning, the photo is as wide as the turned frame is high.
    expect(turned.photo.width * turned.frame.width).toBeCloseTo(turned.frame.height)
  })

  it('the corner grips sit on the corners of the frame', () => {
    const view = opened({ left: 0.1, top: 0.2, width: 0.5, height: 0.6 }).view()
    const at = Object.fromEntries(view.handles.map((h) => [h.handle, [h.left, h.top]]))
    expect(at.nw).toEqual([0.1, 0.2])
    expect(at.ne?.[0]).toBeCloseTo(0.6)
    expect(at.sw?.[1]).toBeCloseTo(0.8)
    expect(view.handles.map((h) => h.cursor)).toEqual(['nwse', 'nesw', 'nesw', 'nwse'])
  })

  it('the arrow keys move by a step, a large one with Shift; other keys send nothing', () => {
    const view = opened().view()
    expect(view.nudge('move', 'ArrowRight', false)).toEqual({
      type: 'crop.adjust',
      mode: 'move',
      dx: CROP_STEP,
      dy: 0,
    })
    expect(view.nudge('nw', 'ArrowUp', true)).toEqual({ type: 'crop.adjust', mode: 'nw', dx: 0, dy: -CROP_STEP_LARGE })
    expect(view.nudge('move', 'a', false)).toBeNull()
  })

  it('a drag adjusts from where it started; save hands the crop and rotation on, cancel closes', () => {
    const { actor, saved, view } = opened()
    actor.send(view().drag('se', FULL_CROP, -0.5, -0.5))
    actor.send(view().rotate)
    actor.send(view().save)
    expect(view().open).toBe(false)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ rotation: 90 })
    const other = opened()
    other.actor.send(other.view().cancel)
    expect(other.view().open).toBe(false)
    expect(other.saved).toEqual([])
  })

  it('issue 16: a pinch zooms the frame about its centre from where the pinch began, and saves like a drag', () => {
    const { actor, view, saved } = opened({ left: 0.2, top: 0.2, width: 0.6, height: 0.6 })
    const from = view().box
    actor.send(view().pinch(from, 1.5))
    expect(view().box).toEqual({ left: 0.3, top: 0.3, width: 0.4, height: 0.4 })
    // The fingers move on: each step is measured from the box the pinch began with, not the last one.
    actor.send(view().pinch(from, 2))
    expect(view().box).toEqual({ left: 0.35, top: 0.35, width: 0.3, height: 0.3 })
    actor.send(view().pinch(from, 0.5))
    expect(view().box).toEqual(FULL_CROP)
    expect(view().removeShown).toBe(false)
    actor.send(view().pinch(view().box, 4))
    actor.send(view().save)
    expect(saved).toEqual([{ crop: { left: 0.375, top: 0.375, width: 0.25, height: 0.25 }, rotation: 0 }])
  })
})

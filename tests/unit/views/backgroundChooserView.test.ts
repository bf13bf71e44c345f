import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ProductOptionGroup } from '../../../core/schemas/productSet'
import { backgroundChooserMachine } from '../../../machines/backgroundChooser'
import { backgroundAutoOpens, backgroundChooserView } from '../../../machines/backgroundChooserView'
import { renditionsFixture } from '../../machines/imageFixture'
import { expectMessages, group, image, option } from './dialogFixtures'

const backdrops = group(1, {
  type: 'background',
  label: 'Backdrop',
  description: 'The scene behind your child.',
  expanded: false,
  productOptions: [
    option(11, { label: 'Studio grey', backgroundAsset: '/media/backdrops/grey.jpg' }),
    option(12, {
      label: 'Autumn',
      retailAmount: 500_000,
      backgroundAsset: '/media/backdrops/autumn.jpg',
      assets: { smallUrl: '/media/swatches/autumn.jpg', largeUrl: null },
    }),
  ],
})
const [grey, autumn] = backdrops.productOptions.map((o) => o.id)
const knockedOut = image(1, { knockout: renditionsFixture('/k', 'png') })

const chooser = (autoOpen = false) => createActor(backgroundChooserMachine, { input: { autoOpen } }).start()

const viewOf = (actor: ReturnType<typeof chooser>, input: Partial<Parameters<typeof backgroundChooserView>[1]> = {}) =>
  backgroundChooserView(actor.getSnapshot(), { group: backdrops, chosen: null, photo: knockedOut, ...input })

describe('backgroundChooserView (B §2 background (green screen) chooser modal)', () => {
  it('nothing chosen yet: says so, and the button reads choose (or the group’s button text)', () => {
    const view = viewOf(chooser())
    expect(view).toMatchObject({ label: 'Backdrop', current: null, none: 'background.none' })
    expect(view.button).toEqual({ id: 'background.choose' })
    expect(viewOf(chooser(), { group: { ...backdrops, parameters: { buttonText: 'Pick a scene' } } }).button).toEqual({
      text: 'Pick a scene',
    })
    expect(viewOf(chooser(), { label: 'Pose 1' }).label).toBe('Pose 1')
    expectMessages(view.none, view.button)
  })

  it('a backdrop chosen: its label, picture and extra amount only above 0; the button reads change', () => {
    expect(viewOf(chooser(), { chosen: autumn ?? null })).toMatchObject({
      current: { label: 'Autumn', picture: '/media/swatches/autumn.jpg', amount: 500_000 },
      button: { id: 'background.change' },
    })
    expect(viewOf(chooser(), { chosen: grey ?? null }).current).toEqual({
      label: 'Studio grey',
      picture: '/media/backdrops/grey.jpg',
      amount: null,
    })
    expectMessages(viewOf(chooser(), { chosen: grey ?? null }).button)
  })

  it('opens on the backdrop chosen so far; apply is off until a backdrop is selected, then applies it', () => {
    const applied: string[] = []
    const actor = createActor(
      backgroundChooserMachine.provide({ actions: { applied: (_, { optionId }) => void applied.push(optionId) } }),
      { input: { autoOpen: false } },
    ).start()
    expect(viewOf(actor).modal.open).toBe(false)
    actor.send(viewOf(actor).open)
    const open = viewOf(actor)
    expect(open.modal).toMatchObject({ open: true, title: 'Backdrop', description: 'The scene behind your child.' })
    expect(open.modal.apply.disabled).toBe(true)
    actor.send(open.modal.select(autumn ?? ''))
    const selected = viewOf(actor)
    expect(selected.modal.apply.disabled).toBe(false)
    expect(selected.modal.tiles.map((t) => [t.label, t.checked, t.amount])).toEqual([
      ['Studio grey', false, null],
      ['Autumn', true, 500_000],
    ])
    actor.send(selected.modal.apply.event)
    expect(applied).toEqual([autumn])
    expect(viewOf(actor).modal.open).toBe(false)
  })

  it('B §5 other: the preview lays the photo’s knockout over the selected backdrop, named after it', () => {
    const actor = chooser()
    actor.send({ type: 'background.open', current: grey ?? null })
    const { preview } = viewOf(actor).modal
    expect(preview).toEqual({
      backdrop: '/media/backdrops/grey.jpg',
      label: { id: 'background.preview', values: { label: 'Studio grey' } },
      knockout: {
        src: '/k/medium.png',
        srcSet: '/k/small.png 256w, /k/grid.png 384w, /k/medium.png 640w, /k/large.png 819w',
        webpSrcSet: '/k/small.webp 256w, /k/grid.webp 384w, /k/medium.webp 640w, /k/large.webp 819w',
      },
      caption: null,
    })
    expectMessages(preview.label)
  })

  it('without a knockout or a photo the preview says why', () => {
    const actor = chooser()
    actor.send({ type: 'background.open', current: null })
    expect(viewOf(actor, { photo: image(2) }).modal.preview).toMatchObject({
      backdrop: null,
      label: null,
      knockout: null,
      caption: 'background.no_knockout',
    })
    expect(viewOf(actor, { photo: null }).modal.preview.caption).toBe('background.no_photo')
    expectMessages('background.no_knockout', 'background.no_photo')
  })

  it('B §4: a group with autoOpen opens the chooser as the panel opens, once', () => {
    const auto: ProductOptionGroup = { ...backdrops, parameters: { autoOpen: true } }
    expect(backgroundAutoOpens(auto)).toBe(true)
    expect(backgroundAutoOpens(backdrops)).toBe(false)
    const actor = chooser(backgroundAutoOpens(auto))
    const view = viewOf(actor, { group: auto, chosen: grey ?? null })
    expect(view.autoOpen).toEqual({ type: 'background.autoOpen', current: grey })
    actor.send(view.autoOpen)
    expect(viewOf(actor).modal.open).toBe(true)
    actor.send(viewOf(actor).modal.close)
    actor.send(view.autoOpen)
    expect(viewOf(actor).modal.open).toBe(false)
    const manual = chooser(backgroundAutoOpens(backdrops))
    manual.send(viewOf(manual).autoOpen)
    expect(viewOf(manual).modal.open).toBe(false)
  })
})

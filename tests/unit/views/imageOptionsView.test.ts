import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { OrderImageOption } from '../../../core/schemas/order'
import type { Image } from '../../../core/schemas/photos'
import type { ProductOptionGroup } from '../../../core/schemas/productSet'
import { imageOptionsMachine } from '../../../machines/imageOptions'
import { imageOptionsView, optionPicture, optionTiles } from '../../../machines/imageOptionsView'
import { expectMessages, group, image, option, uuid } from './dialogFixtures'

const SLOT = 'slot-1'

const retouching = group(1, { label: 'Retouching' })
const tone = group(2, {
  label: 'Colour tone',
  productOptions: [
    option(21, { label: 'Full colour' }),
    option(22, { label: 'Black & white' }),
    option(23, { label: 'Sepia' }),
  ],
})
const backdrop = group(3, {
  type: 'background',
  label: 'Backdrop',
  expanded: false,
  productOptions: [
    option(31, { label: 'Studio grey', backgroundAsset: '/media/backdrops/grey.jpg' }),
    option(32, {
      label: 'Autumn',
      retailAmount: 500_000,
      assets: { smallUrl: '/media/swatches/autumn.jpg', largeUrl: null },
    }),
  ],
})

const savedOn = (img: Image, g: ProductOptionGroup, optionId: string): OrderImageOption => ({
  id: uuid(7900),
  image: img.id,
  productOptionGroup: { id: g.id, label: g.label, type: g.type, description: null },
  productOption: optionId,
  value: optionId,
  notes: null,
  retailAmount: 0,
})

/** The modal opened for `photo` by the slot SLOT, its groups loaded. */
const opened = async (
  photo: Image,
  groups: readonly ProductOptionGroup[] = [retouching, tone, backdrop],
  saved: readonly OrderImageOption[] = [],
) => {
  const actor = createActor(
    imageOptionsMachine.provide({ actors: { loadGroups: fromPromise(async () => [...groups]) } }),
    { input: { groups, showAfterSelection: true, saved } },
  ).start()
  actor.send({ type: 'imageOptions.request', image: photo, imageCropId: null, forced: true, origin: SLOT })
  await waitFor(actor, (s) => s.matches('open'))
  return actor
}

const viewOf = (actor: Awaited<ReturnType<typeof opened>>, loaded: string | null = null) => {
  const view = imageOptionsView(actor.getSnapshot(), SLOT, loaded)
  if (!view) throw new Error('the modal should show')
  return view
}

describe('imageOptionsView (B §2 image options modal, B §4 image options)', () => {
  it('shows only in the photo slot that asked, and only while open', async () => {
    const idle = createActor(imageOptionsMachine, {
      input: { groups: [retouching], showAfterSelection: true, saved: [] },
    }).start()
    expect(imageOptionsView(idle.getSnapshot(), SLOT, null)).toBeNull()
    const actor = await opened(image(1))
    expect(imageOptionsView(actor.getSnapshot(), 'another-slot', null)).toBeNull()
    const view = viewOf(actor)
    expect(view.title).toBe('imageOptions.title')
    expect(view.image).toMatchObject({
      id: image(1).id,
      src: image(1).largeUrl,
      alt: image(1).label,
      caption: image(1).label,
    })
    expect(view.image.webpSrcSet).toContain('/large.webp 819w')
    expectMessages(view.title, view.action.label)
  })

  it('B §2: the button reads Skip while nothing is chosen, Done once at least one option is', async () => {
    const actor = await opened(image(1))
    const before = viewOf(actor)
    expect(before.action).toMatchObject({
      label: 'imageOptions.skip',
      primary: false,
      event: { type: 'imageOptions.skip' },
    })
    const retouchingView = before.groups[0]
    if (retouchingView?.kind !== 'input') throw new Error('retouching is chosen in place')
    actor.send(retouchingView.events.choose(retouching.productOptions[1]?.id ?? ''))
    const after = viewOf(actor)
    expect(after.action).toMatchObject({
      label: 'imageOptions.done',
      primary: true,
      event: { type: 'imageOptions.done' },
    })
    expectMessages(after.action.label)
  })

  it('nothing but a choice while a call runs: no close control, the button disabled', async () => {
    const actor = createActor(
      imageOptionsMachine.provide({
        actors: { loadGroups: fromPromise(() => new Promise<ProductOptionGroup[]>(() => {})) },
      }),
      { input: { groups: [retouching], showAfterSelection: true, saved: [] } },
    ).start()
    actor.send({ type: 'imageOptions.request', image: image(1), imageCropId: null, forced: true, origin: SLOT })
    const view = imageOptionsView(actor.getSnapshot(), SLOT, null)
    expect(view).toMatchObject({ busy: true, loading: true, close: null, action: { disabled: true } })
    expect(viewOf(await opened(image(1)))).toMatchObject({
      busy: false,
      loading: false,
      close: { type: 'imageOptions.close' },
    })
  })

  it('the footer checkbox: as remembered, and its toggle', async () => {
    const view = viewOf(await opened(image(1)))
    expect(view.showAfterSelection.checked).toBe(true)
    expect(view.showAfterSelection.toggle(false)).toEqual({ type: 'imageOptions.showAfterSelection', on: false })
  })

  it('groups chosen in place carry what the option group input shows and the modal’s events', async () => {
    const view = viewOf(await opened(image(1)))
    const first = view.groups[0]
    expect(first?.kind).toBe('input')
    if (first?.kind !== 'input') return
    expect(first.field).toMatchObject({ group: retouching, chosen: [], text: '', problem: null, autoFocus: false })
    expect(first.field.placeholder).toEqual({ text: '', optional: true })
    expect(first.events.text('Hi')).toEqual({ type: 'imageOptions.text', groupId: retouching.id, text: 'Hi' })
    expect(first.events.notes('n')).toEqual({ type: 'imageOptions.notes', groupId: retouching.id, notes: 'n' })
  })

  it('B §5 other: a transparent photo is tinted only once the colour group has a chosen option and it is loaded', async () => {
    const png = image(2, { mimeType: 'image/png' })
    const actor = await opened(png)
    expect(viewOf(actor, png.id).tint).toBeNull() // nothing chosen in the colour group
    actor.send({ type: 'imageOptions.choose', groupId: tone.id, optionId: tone.productOptions[1]?.id ?? '' })
    expect(viewOf(actor, null).tint).toBeNull() // not loaded yet
    expect(viewOf(actor, png.id).tint).toBe('grayscale')
    actor.send({ type: 'imageOptions.choose', groupId: tone.id, optionId: tone.productOptions[2]?.id ?? '' })
    expect(viewOf(actor, png.id).tint).toBe('sepia')
    const knockedOut = image(3, { isKnockedOut: true })
    const other = await opened(knockedOut)
    other.send({ type: 'imageOptions.choose', groupId: tone.id, optionId: tone.productOptions[1]?.id ?? '' })
    expect(viewOf(other, knockedOut.id).tint).toBe('grayscale')
  })

  it('B §5 other: an opaque photo is never tinted', async () => {
    const jpeg = image(1)
    const actor = await opened(jpeg)
    actor.send({ type: 'imageOptions.choose', groupId: tone.id, optionId: tone.productOptions[1]?.id ?? '' })
    expect(viewOf(actor, jpeg.id).tint).toBeNull()
  })

  it('B §2: a group of pictures shows its choice or the placeholder, and opens the image-option chooser', async () => {
    const actor = await opened(image(1))
    const picture = viewOf(actor).groups[2]
    if (picture?.kind !== 'picture') throw new Error('the backdrop is a group of pictures')
    expect(picture).toMatchObject({
      label: 'Backdrop',
      optional: true,
      current: null,
      placeholder: { id: 'options.make_selection' },
      button: 'imageOptions.choose',
      open: { type: 'imageOptions.chooser', groupId: backdrop.id },
    })
    expectMessages(picture.placeholder, picture.button)
    actor.send({ type: 'imageOptions.choose', groupId: backdrop.id, optionId: backdrop.productOptions[1]?.id ?? '' })
    const chosen = viewOf(actor).groups[2]
    expect(chosen).toMatchObject({
      current: { label: 'Autumn', picture: '/media/swatches/autumn.jpg', amount: 500_000 },
      button: 'imageOptions.change',
    })
    const withPlaceholder = await opened(image(1), [{ ...backdrop, parameters: { placeholder: 'As photographed' } }])
    expect(viewOf(withPlaceholder).groups[0]).toMatchObject({ placeholder: { text: 'As photographed' } })
  })

  it('B §2 image-option chooser: options as images, a retail amount badge only above 0; choosing closes it', async () => {
    const actor = await opened(image(1))
    actor.send({ type: 'imageOptions.chooser', groupId: backdrop.id })
    const { chooser } = viewOf(actor)
    expect(chooser?.title).toEqual({ text: 'Backdrop' })
    expect(chooser?.tiles).toEqual([
      {
        id: backdrop.productOptions[0]?.id,
        label: 'Studio grey',
        picture: '/media/backdrops/grey.jpg',
        checked: false,
        amount: null,
      },
      {
        id: backdrop.productOptions[1]?.id,
        label: 'Autumn',
        picture: '/media/swatches/autumn.jpg',
        checked: false,
        amount: 500_000,
      },
    ])
    actor.send(chooser?.choose(backdrop.productOptions[0]?.id ?? '') ?? { type: 'imageOptions.close' })
    expect(viewOf(actor).chooser).toBeNull()
    actor.send({ type: 'imageOptions.chooser', groupId: backdrop.id })
    expect(viewOf(actor).chooser?.tiles[0]?.checked).toBe(true)
    actor.send(viewOf(actor).chooser?.close ?? { type: 'imageOptions.close' })
    expect(viewOf(actor).chooser).toBeNull()
  })

  it('B §2: the image-option chooser’s title falls back to "Make a selection"', async () => {
    const unnamed = { ...backdrop, label: '', description: 'Pick a scene' }
    const actor = await opened(image(1), [unnamed])
    actor.send({ type: 'imageOptions.chooser', groupId: unnamed.id })
    const { chooser } = viewOf(actor)
    expect(chooser?.title).toEqual({ id: 'options.make_selection' })
    expect(chooser?.description).toBe('Pick a scene')
    expectMessages(chooser?.title)
  })

  it('B §4: an option group with autoOpen opens its chooser as the modal opens', async () => {
    const auto = { ...backdrop, parameters: { autoOpen: true } }
    const view = viewOf(await opened(image(1), [retouching, auto]))
    expect(view.chooser?.title).toEqual({ text: 'Backdrop' })
  })

  it('a remove button only for the groups saved on the order for this photo', async () => {
    const photo = image(1)
    const saved = [savedOn(photo, retouching, retouching.productOptions[1]?.id ?? ''), savedOn(image(9), tone, '')]
    const view = viewOf(await opened(photo, [retouching, tone], saved))
    expect(view.groups[0]?.remove).toEqual({
      label: { id: 'imageOptions.remove_group', values: { group: 'Retouching' } },
      disabled: false,
      event: { type: 'imageOptions.remove', groupId: retouching.id },
    })
    expect(view.groups[1]?.remove).toBeNull()
    expectMessages(view.groups[0]?.remove?.label)
  })
})

describe('optionTiles (B §2 image-option chooser)', () => {
  it('each option with its label, picture, whether chosen, and its retail amount only above 0', () => {
    const options = [option(1, { retailAmount: 0 }), option(2, { retailAmount: 250_000 })]
    expect(optionTiles(options, [options[1]?.id ?? ''])).toEqual([
      { id: options[0]?.id, label: 'Option 1', picture: null, checked: false, amount: null },
      { id: options[1]?.id, label: 'Option 2', picture: null, checked: true, amount: 250_000 },
    ])
  })

  it('the picture is the swatch, else the backdrop', () => {
    expect(
      optionPicture(option(1, { assets: { smallUrl: '/s.jpg', largeUrl: null }, backgroundAsset: '/b.jpg' })),
    ).toBe('/s.jpg')
    expect(optionPicture(option(1, { backgroundAsset: '/b.jpg' }))).toBe('/b.jpg')
    expect(optionPicture(option(1))).toBeNull()
  })
})

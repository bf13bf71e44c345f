import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ImageCrop } from '../../../core/schemas/photos'
import { imageChooserMachine } from '../../../machines/imageChooser'
import { type ImageChooserInput, imageChooserView } from '../../../machines/imageChooserView'
import { crop, expectMessages, uuid } from './dialogFixtures'

const SCHOOL = uuid(7100)
const CLASS = uuid(7102)
const photos: ImageCrop[] = Array.from({ length: 20 }, (_, i) => crop(i + 1, {}, { label: `Emma · pose ${i + 1}` }))
const classPhoto = crop(30, {}, { gallery: CLASS, label: 'Class 4B · row 1' })

const product: ImageChooserInput['product'] = { tagRules: [], poseLimit: null, additionalPoseCost: null }

const chooser = () => {
  const picks: unknown[] = []
  const actor = createActor(
    imageChooserMachine.provide({ actions: { picked: (_, params) => void picks.push(params) } }),
  ).start()
  return { actor, picks }
}

const viewOf = (actor: ReturnType<typeof chooser>['actor'], input: Partial<ImageChooserInput> = {}) =>
  imageChooserView(actor.getSnapshot(), {
    photos,
    status: 'loaded',
    favouriteCropIds: [],
    product,
    chosen: [],
    ...input,
  })

describe('imageChooserView (B §2 single-pose image chooser, B §4 image chooser)', () => {
  it('opens once the photos are loaded; without a subject the slot says so', () => {
    const { actor } = chooser()
    expect(viewOf(actor)).toMatchObject({ canOpen: true, noSubject: false, open: false })
    expect(viewOf(actor, { status: 'loading' }).canOpen).toBe(false)
    expect(viewOf(actor, { status: 'none' })).toMatchObject({ canOpen: false, noSubject: true })
    actor.send(viewOf(actor).openEvent)
    expect(viewOf(actor)).toMatchObject({ open: true, title: 'product.choose_photo' })
    actor.send(viewOf(actor).close)
    expect(viewOf(actor).open).toBe(false)
    expectMessages(viewOf(actor).title, 'product_panel.image_chooser_no_subject')
  })

  it('B §9: 16 photos a page, paged', () => {
    const { actor } = chooser()
    actor.send({ type: 'chooser.open' })
    const first = viewOf(actor)
    expect(first.photos).toHaveLength(16)
    expect(first.paging).toMatchObject({ page: 1, pageCount: 2, visible: true })
    actor.send(first.page(2))
    expect(viewOf(actor).photos.map((p) => p.label)).toEqual(photos.slice(16).map((p) => p.image.label))
  })

  it('B §4: picking a photo hands it on and closes; the page resets to 1', () => {
    const { actor, picks } = chooser()
    actor.send({ type: 'chooser.open' })
    actor.send({ type: 'chooser.page', page: 2 })
    const tile = viewOf(actor).photos[0]
    expect(tile).toMatchObject({ id: photos[16]?.id, src: photos[16]?.image.smallUrl, alt: photos[16]?.image.label })
    actor.send(tile?.pick ?? { type: 'chooser.close' })
    expect(picks).toEqual([{ imageId: photos[16]?.image.id, imageCropId: photos[16]?.id }])
    expect(viewOf(actor)).toMatchObject({ open: false, paging: { page: 1 } })
  })

  it('B §2: favourites if any exist, otherwise all photos', () => {
    const { actor } = chooser()
    const favourites = [photos[2]?.id ?? '', photos[5]?.id ?? '']
    expect(viewOf(actor, { favouriteCropIds: favourites }).photos.map((p) => p.id)).toEqual(favourites)
    expect(viewOf(actor).showSwitch).toBeNull()
  })

  it('issue 16: favourites first, then a switch to all photos (favourites first and marked), back on page 1', () => {
    const { actor } = chooser()
    actor.send({ type: 'chooser.open' })
    const favourites = [photos[18]?.id ?? '']
    const view = viewOf(actor, { favouriteCropIds: favourites })
    expect(view.showSwitch).toEqual({
      label: 'chooser.show',
      options: [
        {
          value: 'favourites',
          text: { id: 'chooser.favourites', values: { count: 1 } },
          selected: true,
          event: { type: 'chooser.show', show: 'favourites' },
        },
        {
          value: 'all',
          text: { id: 'chooser.all_photos', values: { count: 20 } },
          selected: false,
          event: { type: 'chooser.show', show: 'all' },
        },
      ],
    })
    expectMessages(view.showSwitch?.label, ...(view.showSwitch?.options.map((o) => o.text) ?? []))
    actor.send({ type: 'chooser.page', page: 2 })
    actor.send(view.showSwitch?.options[1]?.event ?? view.close)
    const all = viewOf(actor, { favouriteCropIds: favourites })
    expect(all.paging.page).toBe(1)
    expect(all.photos).toHaveLength(16)
    expect(all.photos[0]).toMatchObject({ id: photos[18]?.id, hearted: true })
    expect(all.photos[1]).toMatchObject({ id: photos[0]?.id, hearted: false })
    expect(all.showSwitch?.options.map((o) => o.selected)).toEqual([false, true])
    // Each opening starts on the favourites again.
    actor.send(all.close)
    actor.send(all.openEvent)
    expect(viewOf(actor, { favouriteCropIds: favourites }).photos.map((p) => p.id)).toEqual(favourites)
  })

  it('issue 16: among all photos, the gallery selector shows with several galleries even with favourites', () => {
    const { actor } = chooser()
    actor.send({ type: 'chooser.open' })
    actor.send({ type: 'chooser.show', show: 'all' })
    const view = viewOf(actor, { photos: [...photos, classPhoto], favouriteCropIds: [photos[0]?.id ?? ''] })
    expect(view.gallerySelect?.options.map((o) => o.value)).toEqual(['', SCHOOL, CLASS])
  })

  it('B §8: favourites the product may not use: the due-to-favourites message, and a way to all photos', () => {
    const { actor } = chooser()
    actor.send({ type: 'chooser.open' })
    const tagged = [crop(1, { tags: ['yearbook'] }), crop(2)]
    const rules = [{ scope: 'product' as const, rule: 'filter' as const, operator: 'ANY' as const, tags: ['yearbook'] }]
    const input = { photos: tagged, product: { ...product, tagRules: rules }, favouriteCropIds: [tagged[1]?.id ?? ''] }
    const view = viewOf(actor, input)
    expect(view).toMatchObject({
      empty: 'product_panel.image_chooser_no_photos_available_due_to_favourites',
      showAll: { label: 'chooser.show_all', event: { type: 'chooser.show', show: 'all' } },
      photos: [],
    })
    expectMessages(view.empty, view.showAll?.label)
    actor.send(view.showAll?.event ?? view.close)
    expect(viewOf(actor, input)).toMatchObject({ empty: null, showAll: null, photos: [{ id: tagged[0]?.id }] })
  })

  it('B §2: a gallery selector with several galleries and no favourites; choosing one filters the photos', () => {
    const { actor } = chooser()
    actor.send({ type: 'chooser.open' })
    const all = [...photos, classPhoto]
    expect(viewOf(actor).gallerySelect).toBeNull()
    const view = viewOf(actor, { photos: all })
    expect(view.gallerySelect).toEqual({
      label: 'chooser.gallery',
      value: '',
      options: [
        { value: '', text: { id: 'chooser.all_galleries' } },
        { value: SCHOOL, text: { text: 'Emma' } },
        { value: CLASS, text: { text: 'Class 4B' } },
      ],
    })
    expectMessages(view.gallerySelect?.label, view.gallerySelect?.options[0]?.text)
    actor.send(view.selectGallery(CLASS))
    expect(viewOf(actor, { photos: all }).photos.map((p) => p.id)).toEqual([classPhoto.id])
    expect(viewOf(actor, { photos: all }).gallerySelect?.value).toBe(CLASS)
    expect(view.selectGallery('')).toEqual({ type: 'chooser.gallery', galleryId: null })
    expect(viewOf(actor, { photos: all, favouriteCropIds: [classPhoto.id] }).gallerySelect).toBeNull()
  })

  it('B §5 tag rules: photos the product’s rules exclude are not listed; none left says so', () => {
    const { actor } = chooser()
    const tagged = [crop(1, { tags: ['yearbook'] }), crop(2)]
    const rules = [{ scope: 'product' as const, rule: 'filter' as const, operator: 'ANY' as const, tags: ['yearbook'] }]
    expect(viewOf(actor, { photos: tagged, product: { ...product, tagRules: rules } }).photos.map((p) => p.id)).toEqual(
      [tagged[0]?.id],
    )
    const none = viewOf(actor, { photos: [] })
    expect(none.empty).toBe('product_panel.image_chooser_no_photos_available')
    expect(viewOf(actor).empty).toBeNull()
    expectMessages(none.empty)
  })

  it('B §5 pose limit: at the limit only chosen poses can be picked, with a tooltip saying why', () => {
    const { actor } = chooser()
    const limited = { ...product, poseLimit: 1 }
    const view = viewOf(actor, { product: limited, chosen: [{ imageId: photos[0]?.image.id ?? '' }] })
    expect(view.photos[0]).toMatchObject({ selectable: true, tooltip: null, extraCost: null })
    expect(view.photos[1]).toMatchObject({
      selectable: false,
      tooltip: 'product_panel.image_chooser_pose_limit_warning_tooltip',
      extraCost: null,
    })
    expectMessages(view.photos[1]?.tooltip)
  })

  it('B §5 pose limit: with an additional pose cost a new pose can be picked and shows that cost', () => {
    const { actor } = chooser()
    const paid = { ...product, poseLimit: 1, additionalPoseCost: 300_000 }
    const view = viewOf(actor, { product: paid, chosen: [{ imageId: photos[0]?.image.id ?? '' }] })
    expect(view.photos[0]?.extraCost).toBeNull()
    expect(view.photos[1]).toMatchObject({ selectable: true, tooltip: null, extraCost: 300_000 })
    expectMessages('chooser.extra_pose')
  })
})

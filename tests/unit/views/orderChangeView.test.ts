import { describe, expect, it } from 'vitest'
import { type AnyActorRef, createActor, createMachine, fromPromise } from 'xstate'
import type { Order } from '../../../core/schemas/order'
import type { ProductOptionGroup } from '../../../core/schemas/productSet'
import { imageOptionsMachine } from '../../../machines/imageOptions'
import { type ChangeChoices, type OrderChangeInput, orderChangeMachine } from '../../../machines/orderChange'
import { changeErrorText, orderChangeView } from '../../../machines/orderChangeView'
import { fixtures } from '../../machines/fixtures'
import { fixtureId as id } from '../../machines/imageFixture'
import '../../machines/orderChangeFixtures'
import { expectMessages } from './dialogFixtures'

// Issue 14 point 5: the change dialog after purchase as the view shows it, driven through the real machine and its
// real children (crop, background chooser, image chooser, image options), the I/O faked.

const paid = fixtures['orderChange:paid'] as Order
const node = id(8101)
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The change as the order page invokes it (a parent hears `order.changed`); `save` answers the save item options call. */
const start = async (input: Partial<OrderChangeInput> = {}, save: () => Promise<Order> = async () => paid) => {
  const changed: Order[] = []
  const logic = orderChangeMachine.provide({
    actors: {
      loadChoices: fromPromise(async () => fixtures['orderChange:choices'] as ChangeChoices),
      saveItemOptions: fromPromise(save),
      imageOptions: imageOptionsMachine.provide({
        actors: {
          loadGroups: fromPromise(async () => [...(fixtures['orderChange:photoGroups'] as ProductOptionGroup[])]),
        },
      }),
    },
  })
  const page = createMachine({
    invoke: {
      id: 'change',
      src: logic,
      input: { order: paid, itemId: id(8200), imageId: null, mode: 'item', ...input },
    },
    on: {
      'order.changed': { actions: ({ event }) => void changed.push((event as unknown as { order: Order }).order) },
    },
  })
  const parent = createActor(page).start()
  await settle()
  const change = parent.getSnapshot().children.change as AnyActorRef
  const child = (name: string) => change.getSnapshot().children[name] as AnyActorRef
  return { change, child, changed, view: () => orderChangeView(change.getSnapshot()) }
}

describe('orderChangeView (issue 14 point 5 change after purchase)', () => {
  it('the item: its photo with change photo, crop and backdrop; save waits for a change', async () => {
    const { view } = await start()
    const v = view()
    expect(v).toMatchObject({ open: true, loading: false, failed: null, currency: 'USD', error: [], confirm: null })
    expect(v.title).toEqual({ id: 'order_change.title', values: { item: '8×10 print' } })
    expect(v.item?.nodes).toEqual([
      {
        nodeId: node,
        label: 'Photo',
        photo: expect.objectContaining({ src: '/media/photos/1/small.jpg', alt: 'Photo 1' }),
        crop: { label: 'crop.open', event: { type: 'change.crop', nodeId: node } },
        cropStatus: null,
        backdrop: { label: { text: 'Blue' }, event: { type: 'change.backdrop', nodeId: node } },
        pose: { type: 'change.pose', nodeId: node },
      },
    ])
    expect(v.item).toMatchObject({ price: null, problem: null, save: { disabled: true }, busy: false })
    expectMessages(v.title, 'order_change.save', 'order_change.cancel', 'order_change.backdrop')
  })

  it('B §2 crop modal: the crop child opens on the node, its save is the change, same price', async () => {
    const { view, change, child } = await start()
    change.send({ type: 'change.crop', nodeId: node })
    expect(view().dialogs.crop?.image.id).toBe(id(5001))
    expect(child('crop').getSnapshot().value).toBe('open')
    child('crop').send({ type: 'crop.rotate' })
    child('crop').send({ type: 'crop.save' })
    const v = view()
    expect(v.item?.nodes[0]).toMatchObject({ crop: { label: 'crop.review' }, cropStatus: { degrees: 90 } })
    expect(v.item?.price).toEqual({ amount: 0, kind: 'none', text: 'order_change.same_price' })
    expect(v.item?.save.disabled).toBe(false)
    expectMessages(v.item?.price?.text)
  })

  it('B §2 background chooser: a backdrop costing more shows the charge, then the confirmation of it', async () => {
    const { view, change, child } = await start()
    change.send({ type: 'change.backdrop', nodeId: node })
    expect(view().dialogs.backdrop).toMatchObject({ chosen: id(8011), group: { label: 'Backdrop' } })
    child('backgroundChooser').send({ type: 'background.select', optionId: id(8012) })
    child('backgroundChooser').send({ type: 'background.apply' })
    expect(view().item?.price).toEqual({ amount: 500_000, kind: 'charge', text: 'order_change.charge' })
    change.send({ type: 'change.save' })
    const { confirm } = view()
    expect(confirm).toEqual({
      title: 'order_change.confirm_title',
      text: 'order_change.charge',
      amount: 500_000,
      kind: 'charge',
      confirm: { type: 'change.confirm' },
      back: { type: 'change.back' },
    })
    expectMessages(confirm?.title, confirm?.text)
  })

  it('a placed (pay later) order owes the difference; going back to the old backdrop refunds nothing', async () => {
    const { view, change, child } = await start({ order: fixtures['orderChange:placed'] as Order })
    change.send({ type: 'change.backdrop', nodeId: node })
    child('backgroundChooser').send({ type: 'background.select', optionId: id(8012) })
    child('backgroundChooser').send({ type: 'background.apply' })
    expect(view().item?.price?.text).toBe('order_change.due_more')
    change.send({ type: 'change.backdrop', nodeId: node })
    child('backgroundChooser').send({ type: 'background.select', optionId: id(8011) })
    child('backgroundChooser').send({ type: 'background.apply' })
    expect(view().item?.price).toBeNull()
    expect(view().item?.save.disabled).toBe(true)
  })

  it('B §4 image chooser: the subject photos, the picked one shown uncropped', async () => {
    const { view, change, child } = await start()
    change.send({ type: 'change.pose', nodeId: node })
    expect(view().dialogs.pose).toMatchObject({ status: 'loaded', chosen: [], favouriteCropIds: [] })
    expect(view().dialogs.pose?.photos).toHaveLength(2)
    child('imageChooser').send({ type: 'chooser.pick', imageId: id(5002), imageCropId: id(1002) })
    expect(view().item?.nodes[0]?.photo?.src).toBe('/media/photos/2/small.jpg')
  })

  it('while saving nothing can be sent; once saved the parent has the order and the dialog is gone', async () => {
    let answer: (order: Order) => void = () => {}
    const saved = fixtures['orderChange:cropSaved'] as Order
    const { view, change, child, changed } = await start({}, () => new Promise((resolve) => (answer = resolve)))
    change.send({ type: 'change.crop', nodeId: node })
    child('crop').send({ type: 'crop.rotate' })
    child('crop').send({ type: 'crop.save' })
    change.send({ type: 'change.save' })
    expect(view().item).toMatchObject({ busy: true, save: { disabled: true } })
    expect(view().cancel).toBeNull()
    answer(saved)
    await settle()
    expect(changed).toEqual([saved])
    expect(view().open).toBe(false)
  })

  it('a refusal in the words it came with: the card, the cutoff, a conflict, fields, anything else', () => {
    const error = (code: string, message = '', fields: Record<string, string> = {}) => ({ code, message, fields })
    expect(changeErrorText(null)).toEqual([])
    expect(changeErrorText(error('payment_failed', 'Insufficient funds.'))).toEqual([
      { id: 'order_change.payment_failed', values: { reason: 'Insufficient funds.' } },
    ])
    expect(changeErrorText(error('changes_closed', 'Please contact Studio Lumen.'))).toEqual([
      { text: 'Please contact Studio Lumen.' },
    ])
    expect(changeErrorText(error('version_conflict'))).toEqual([{ id: 'notifications.order_changed_elsewhere' }])
    expect(changeErrorText(error('invalid_order_item', '', { 'nodes.0.crop': 'product_panel.crop_outside' }))).toEqual([
      { id: 'product_panel.crop_outside' },
    ])
    expect(changeErrorText(error('network'))).toEqual([{ id: 'order_change.failed' }])
    expectMessages('order_change.payment_failed', 'notifications.order_changed_elsewhere', 'order_change.failed')
  })

  it('C §4 photo options: the image options modal of the change, then its price to confirm', async () => {
    const { view, change, child } = await start({ mode: 'imageOptions', itemId: null, imageId: id(5001) })
    expect(view().dialogs.imageOptions).toEqual({ origin: 'order-change' })
    expect(view().item).toBeNull()
    expect(view().title).toEqual({ id: 'imageOptions.title' })
    const options = child('imageOptions')
    expect(options.getSnapshot().value).toBe('open')
    options.send({ type: 'imageOptions.choose', groupId: id(8002), optionId: id(8014) })
    options.send({ type: 'imageOptions.done' })
    expect(view().confirm).toMatchObject({ amount: 800_000, kind: 'charge' })
    change.send({ type: 'change.back' })
    await settle()
    expect(view().confirm).toBeNull()
    expect(options.getSnapshot().value).toBe('open')
  })

  it('nothing to change from: says so', async () => {
    const { view } = await start({ itemId: id(8999) })
    expect(view().failed).toEqual({ message: { id: 'order_change.unavailable' } })
    expectMessages(view().failed?.message)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { optionChooserMachine } from '../../../machines/optionChooser'
import { optionChooserAutoOpens, optionChooserView } from '../../../machines/optionChooserView'
import { expectMessages, group, option } from './dialogFixtures'

const designs = group(1, {
  type: 'image',
  label: 'Card design',
  description: 'The front of every card.',
  productOptions: [
    option(11, { label: 'Classic', assets: { smallUrl: '/media/swatches/classic.png', largeUrl: null } }),
    option(12, {
      label: 'Galaxy',
      retailAmount: 50_000,
      assets: { smallUrl: '/media/swatches/galaxy.png', largeUrl: null },
    }),
  ],
})
const [classic, galaxy] = designs.productOptions.map((o) => o.id) as [string, string]

const chooser = (autoOpen = false) => createActor(optionChooserMachine, { input: { autoOpen } }).start()
const viewOf = (actor: ReturnType<typeof chooser>, chosen: string[] = [], g = designs) =>
  optionChooserView(actor.getSnapshot(), { group: g, chosen })

describe('optionChooserView (B §2 image-option chooser modal in the product panel)', () => {
  it('nothing chosen: the placeholder (else Make a selection) and a choose button (else the group’s button text)', () => {
    const view = viewOf(chooser())
    expect(view).toMatchObject({ current: null, placeholder: { id: 'options.make_selection' } })
    expect(view.button).toEqual({ id: 'imageOptions.choose' })
    const own = { ...designs, parameters: { buttonText: 'Choose a design', placeholder: 'Pick one' } }
    expect(viewOf(chooser(), [], own)).toMatchObject({
      button: { text: 'Choose a design' },
      placeholder: { text: 'Pick one' },
    })
    expectMessages(view.placeholder, view.button)
  })

  it('an option chosen: its picture, label and amount above 0, with a Change button', () => {
    expect(viewOf(chooser(), [galaxy])).toMatchObject({
      current: { label: 'Galaxy', picture: '/media/swatches/galaxy.png', amount: 50_000 },
      button: { id: 'imageOptions.change' },
    })
    expect(viewOf(chooser(), [classic]).current?.amount).toBeNull()
    expectMessages(viewOf(chooser(), [classic]).button)
  })

  it('the modal: the options as images with label and a retail badge above 0, the chosen one marked', () => {
    const actor = chooser()
    expect(viewOf(actor).modal.open).toBe(false)
    actor.send(viewOf(actor).open)
    const { modal } = viewOf(actor, [classic])
    expect(modal).toMatchObject({ open: true, title: { text: 'Card design' }, description: 'The front of every card.' })
    expect(modal.tiles).toEqual([
      { id: classic, label: 'Classic', picture: '/media/swatches/classic.png', checked: true, amount: null },
      { id: galaxy, label: 'Galaxy', picture: '/media/swatches/galaxy.png', checked: false, amount: 50_000 },
    ])
  })

  it('the title falls back to Make a selection when the group has no label', () => {
    const title = viewOf(chooser(), [], { ...designs, label: '' }).modal.title
    expect(title).toEqual({ id: 'options.make_selection' })
    expectMessages(title)
  })

  it('choosing one hands it over and closes the modal; closing hands nothing', () => {
    const chosen: string[] = []
    const actor = createActor(
      optionChooserMachine.provide({ actions: { chosen: (_, { optionId }) => void chosen.push(optionId) } }),
      { input: { autoOpen: false } },
    ).start()
    const view = () => optionChooserView(actor.getSnapshot(), { group: designs, chosen: [] })
    actor.send(view().open)
    actor.send(view().modal.choose(galaxy))
    expect([chosen, view().modal.open]).toEqual([[galaxy], false])
    actor.send(view().open)
    actor.send(view().modal.close)
    expect([chosen, view().modal.open]).toEqual([[galaxy], false])
  })

  it('B §4 autoOpen: a group with it opens as the panel opens', () => {
    expect(optionChooserAutoOpens({ parameters: { autoOpen: true } })).toBe(true)
    expect(optionChooserAutoOpens(designs)).toBe(false)
    const actor = chooser(true)
    actor.send(viewOf(actor).autoOpen)
    expect(viewOf(actor).modal.open).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ProductOptionGroup, ProductSet } from '../../../core/schemas/productSet'
import { productPanelMachine } from '../../../machines/productPanel'
import { productPanelView } from '../../../machines/productPanelView'
import { fixtures, productFixture } from '../../machines/fixtures'
import '../../machines/orderFixtures'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const group = (n: number, type: ProductOptionGroup['type'], label: string): ProductOptionGroup => ({
  id: id(n),
  type,
  label,
  description: null,
  required: false,
  expanded: true,
  allowNotes: false,
  retailAmount: 0,
  productOptions:
    type === 'select'
      ? [
          {
            id: id(n * 10),
            label: 'Lustre',
            description: null,
            retailAmount: 0,
            isDefault: true,
            allowNotes: false,
            assets: null,
            backgroundAsset: null,
            parameters: {},
          },
        ]
      : [],
  form: null,
  parameters: {},
})

const groupsOf = (groups: ProductOptionGroup[]) => {
  const product = productFixture({ id: id(90), label: 'Print', productOptionGroups: groups })
  const actor = createActor(productPanelMachine, {
    input: {
      product,
      productSet: fixtures['panel:productSet'] as ProductSet,
      croppingAvailable: false,
      order: fixtures['panelOrder:empty'],
    } as never,
  }).start()
  actor.send({ type: 'panel.open' })
  return productPanelView(actor.getSnapshot()).groups
}

describe('B §5 option groups in the product panel (issue 16 point 7)', () => {
  it('the first text input of any kind is focused, even when a choice comes before it', () => {
    const groups = groupsOf([group(1, 'select', 'Finish'), group(2, 'textarea', 'Message'), group(3, 'text', 'Name')])
    expect(groups.map((g) => g.autoFocus)).toEqual([false, true, false])
  })

  it('Escape closes the panel from a single-line input only when it is the only group', () => {
    expect(groupsOf([group(2, 'text', 'Name')]).map((g) => g.escapeCloses)).toEqual([true])
    expect(groupsOf([group(1, 'select', 'Finish'), group(2, 'text', 'Name')]).map((g) => g.escapeCloses)).toEqual([
      false,
      false,
    ])
  })

  it('an optional group says so in its placeholder', () => {
    expect(groupsOf([group(2, 'text', 'Name')])[0]?.placeholder).toEqual({ text: '', optional: true })
  })
})

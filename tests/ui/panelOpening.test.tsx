// Issue 17 point 3: a product panel is made when its button is pressed, and that press is its first event
// (machines/productPanel.ts `opening`). Under React's StrictMode, xstate-react stops and restarts an actor as the
// component mounts; a save the press started then would be started twice. The press must add the item once.
import { useActor } from '@xstate/react'
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { Order } from '../../core/schemas/order'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import {
  type ChangeRequest,
  type Opening,
  type PanelInput,
  type PanelOrder,
  productPanelMachine,
} from '../../machines/productPanel'
import { fixtures } from '../machines/fixtures'
import '../machines/orderFixtures'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const container = document.createElement('div')
let unmount = () => {}
afterEach(() => unmount())

/** A panel's actor, as a card makes it once pressed; `states` records each render's state. */
const Panel = (props: { logic: typeof productPanelMachine; input: PanelInput; states: string[] }) => {
  const [snapshot] = useActor(props.logic, { input: props.input })
  props.states.push(String(snapshot.value))
  return null
}

/** Mounts a panel made by `opening` under StrictMode and counts the order changes it asks for. */
const mountPanel = async (product: string, order: string, opening: Opening) => {
  const changes: unknown[] = []
  const answer = fixtures['order:v2'] as Order
  const change = fromPromise<Order | null, ChangeRequest>(async ({ input }) => {
    changes.push(input)
    return answer
  })
  const logic = productPanelMachine.provide({ actors: { saveItem: change, removeItem: change } })
  const states: string[] = []
  const input: PanelInput = {
    product: fixtures[`panel:${product}`] as Product,
    productSet: fixtures['panel:productSet'] as ProductSet,
    croppingAvailable: false,
    order: fixtures[order] as PanelOrder,
    opening,
  }
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <StrictMode>
        <Panel logic={logic} input={input} states={states} />
      </StrictMode>,
    ),
  )
  // The press is raised once the actor runs (a timer of 0), and the save answers in a microtask.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  unmount = () => act(() => root.unmount())
  return { changes, states }
}

describe('a panel made by a press, under StrictMode', () => {
  it('adds a directly added product once (B §4 direct add)', async () => {
    const { changes, states } = await mountPanel('direct', 'panelOrder:empty', { type: 'panel.open' })
    expect(changes).toHaveLength(1)
    expect(states.at(-1)).toBe('closed')
  })

  it('removes a line nothing depends on once (C §4 remove order item)', async () => {
    const { changes, states } = await mountPanel('plain', 'panelOrder:withMagnet', { type: 'item.remove' })
    expect(changes).toHaveLength(1)
    expect(states.at(-1)).toBe('closed')
  })

  it('opens the panel of a product with options', async () => {
    const { changes, states } = await mountPanel('named', 'panelOrder:empty', { type: 'panel.open' })
    expect(changes).toHaveLength(0)
    expect(states.at(-1)).toBe('open')
  })
})

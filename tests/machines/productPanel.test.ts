import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ActorRefFrom, createActor, fromPromise } from 'xstate'
import { confirmMachine } from '../../machines/confirm'
import { productPanelMachine } from '../../machines/productPanel'
import { fixtures } from './fixtures'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/productPanel'))

describe('product panel scenarios (B §4, B §5)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const notified: unknown[] = []
    const notify = (_: unknown, params: unknown) => {
      notified.push(params)
    }
    const { snapshot, calls } = await replay(productPanelMachine, scenario, ['saveItem', 'removeItem'], { notify })
    expect(snapshot.value).toBe(scenario.expect.state)
    if (scenario.expect.context) expect(snapshot.context).toMatchObject(scenario.expect.context)
    for (const [name, inputs] of Object.entries(scenario.expect.calls ?? {}))
      expect(calls[name] ?? []).toMatchObject(inputs)
    const expectedToasts = scenario.expect.notified
    if (expectedToasts) expect(notified).toMatchObject(expectedToasts)
  })

  it('accepting the exclusive-group confirmation saves with replaceConflicts and closes (B §4, C §4)', async () => {
    const saved: unknown[] = []
    const confirm = confirmMachine.provide({
      actors: {
        runAccept: fromPromise(async ({ input }) => {
          saved.push(input.payload)
          return fixtures['order:afterSave']
        }),
      },
    })
    const actor = createActor(productPanelMachine.provide({ actors: { confirm } }), {
      input: { product: fixtures['product:packageB'], order: fixtures['order:withPackageA'] } as never,
    }).start()
    actor.send({ type: 'panel.open' })
    actor.send({ type: 'panel.submit' })
    const child = actor.getSnapshot().children.confirm as ActorRefFrom<typeof confirmMachine> | undefined
    expect(child?.getSnapshot().context.body).toBe('Package A')
    child?.send({ type: 'confirm.accept' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('closed')
    expect(saved).toMatchObject([{ kind: 'save', replaceConflicts: true, itemId: null }])
  })
})

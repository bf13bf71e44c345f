import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { orderMachine } from '../../machines/order'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/order'))

describe('order machine scenarios (C §4 order lifecycle)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    let forgotten = false
    const remembered: string[] = []
    const { snapshot, calls } = await replay(orderMachine, scenario, ['readStoredOrderId', 'getOrder'], {
      forgetOrder: () => {
        forgotten = true
      },
      rememberOrder: (_: unknown, { orderId }: { orderId: string }) => {
        remembered.push(orderId)
      },
    })
    expect(snapshot.value).toBe(scenario.expect.state)
    expect(snapshot.context).toMatchObject(scenario.expect.context ?? {})
    for (const [name, inputs] of Object.entries(scenario.expect.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
    if (scenario.expect.forgotten !== undefined) expect(forgotten).toBe(scenario.expect.forgotten)
    if (scenario.expect.remembered) expect(remembered).toEqual(scenario.expect.remembered)
  })
})

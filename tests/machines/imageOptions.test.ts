import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageOptionsMachine } from '../../machines/imageOptions'
import './configureFixtures'
import { loadScenarios, replay, type Scenario } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/imageOptions'))

type Expect = Scenario['expect'] & { notified?: unknown[]; remembered?: unknown[] }

describe('image options scenarios (B §2 image options modal, B §4 image options, C §4, C §7)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const notified: unknown[] = []
    const remembered: unknown[] = []
    const { snapshot, calls } = await replay(
      imageOptionsMachine,
      scenario,
      ['loadGroups', 'saveOptions', 'removeOption'],
      {
        notify: (_: unknown, p: unknown) => notified.push(p),
        rememberShowAfterSelection: (_: unknown, p: unknown) => remembered.push(p),
      },
    )
    const expected = scenario.expect as Expect
    expect(snapshot.value).toBe(expected.state)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    for (const [name, inputs] of Object.entries(expected.calls ?? {})) expect(calls[name] ?? []).toMatchObject(inputs)
    if (expected.notified) expect(notified).toMatchObject(expected.notified)
    if (expected.remembered) expect(remembered).toEqual(expected.remembered)
  })
})

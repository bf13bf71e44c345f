import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { yearbookMachine, yearbookScreen, yearbookStatus } from '../../machines/yearbook'
import { withFixtures } from './photoFixtures'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/yearbook'))

type Expected = {
  state: string
  context?: Record<string, unknown>
  calls?: Record<string, unknown[]>
  status?: Record<string, boolean>
  rememberedSkip?: boolean
  screen?: { order?: number[]; eligible?: boolean[] } & Record<string, unknown>
}

/** Photo n of the fixtures has image id …5000 + n. */
const photoNumber = (imageId: string) => Number(imageId.slice(-12)) - 5000

describe('yearbook scenarios (B §4 yearbook, B §5, B §9)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    let rememberedSkip = false
    const { snapshot, calls } = await replay(yearbookMachine, withFixtures(scenario), ['loadPage', 'submitSelection'], {
      rememberSkipped: () => {
        rememberedSkip = true
      },
    })
    const expected = scenario.expect as Expected
    expect(snapshot.matches(expected.state as never)).toBe(true)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    for (const [name, inputs] of Object.entries(expected.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
    if (expected.status) expect(yearbookStatus(snapshot)).toEqual(expected.status)
    if (expected.rememberedSkip !== undefined) expect(rememberedSkip).toBe(expected.rememberedSkip)
    if (expected.screen) {
      const { order, eligible, ...rest } = expected.screen
      const screen = yearbookScreen(snapshot.context, snapshot.matches({ open: 'loading' }))
      if (order) expect(screen.tiles?.map((t) => photoNumber(t.crop.image.id))).toEqual(order)
      if (eligible) expect(screen.tiles?.map((t) => t.eligible)).toEqual(eligible)
      expect(screen).toMatchObject(rest)
    }
  })
})

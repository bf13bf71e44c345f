import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { FunnelReport } from '../../../core/schemas/report'
import { funnelReportMachine } from '../../../machines/funnelReport'
import { funnelReportView } from '../../../machines/funnelReportView'
import { mapleFunnel } from '../../machines/funnelReportFixtures'

// Issue 15 point 4: the funnel report page as the view shows it (the bars a studio owner reads at a glance).

const shown = async (report: FunnelReport) => {
  const actor = createActor(
    funnelReportMachine.provide({ actors: { loadReport: fromPromise(async () => report) } }),
  ).start()
  const view = funnelReportView(actor.getSnapshot())
  actor.send(view.events.changeSession('MAPLE-SPRING'))
  actor.send(view.events.load)
  await waitFor(actor, (s) => s.context.report !== null)
  return { actor, view: funnelReportView(actor.getSnapshot()) }
}

describe('funnelReportView', () => {
  it('bars are as long as their share of the first step; a step with anyone at it is never drawn empty', async () => {
    const steps = mapleFunnel.total.steps.map((s, i) => ({ ...s, users: [1000, 400, 10, 1, 0][i] ?? 0 }))
    const { view } = await shown({ ...mapleFunnel, total: { ...mapleFunnel.total, steps } })
    expect(view.report?.bars.map((b) => b.width)).toEqual([100, 40, 1, 1, 0])
  })

  it('the events it hands the page', async () => {
    const { actor, view } = await shown(mapleFunnel)
    expect(view.events.changeFrom('2026-10-01')).toEqual({ type: 'from.change', day: '2026-10-01' })
    expect(view.events.changeTo('2026-10-31')).toEqual({ type: 'to.change', day: '2026-10-31' })
    actor.send(view.events.chooseDay('2026-10-21'))
    expect(funnelReportView(actor.getSnapshot()).report?.days.map((d) => d.selected)).toEqual([false, true])
  })
})

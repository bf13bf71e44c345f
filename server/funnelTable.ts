import type { FunnelCounts, FunnelReport } from '../core/schemas/report'

// Issue 15 point 4: the funnel report as the terminal shows it (npm run report -- funnel): one block for the whole
// range, then one per day, each step with its store users, a bar as long as its share of the first step, and the
// conversion to the next step.

const BAR_WIDTH = 30
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`)

const bar = (users: number, first: number) =>
  first === 0 ? '' : '█'.repeat(users === 0 ? 0 : Math.max(1, Math.round((users / first) * BAR_WIDTH)))

const block = (title: string, counts: FunnelCounts): string[] => {
  const first = counts.steps[0]?.users ?? 0
  const stepWidth = Math.max(...counts.steps.map((s) => s.step.length))
  const userWidth = Math.max(...counts.steps.map((s) => String(s.users).length))
  const failures = counts.failures.map((f) => `${f.count} × ${f.reason ?? '(no reason given)'}`)
  return [
    title,
    ...counts.steps.map((s, i) => {
      const next = i + 1 < counts.steps.length ? `  → ${percent(s.conversion)}` : ''
      return `  ${s.step.padEnd(stepWidth)}  ${String(s.users).padStart(userWidth)}  ${bar(s.users, first).padEnd(BAR_WIDTH)}${next}`.trimEnd()
    }),
    `  Overall: ${percent(counts.overall)} of the store users who opened the shop completed an order`,
    `  Payment failures: ${failures.length > 0 ? failures.join(' · ') : 'none'}`,
  ]
}

/** The report as lines of text, ending with a newline. */
export const funnelTable = (report: FunnelReport): string => {
  const { clientSession, from, to, timeZone } = report
  const lines = [
    `Funnel of "${clientSession.label}" (${clientSession.accessCode}), ${from} to ${to}, days in ${timeZone}`,
    '',
    ...block('All days', report.total),
    ...report.days.flatMap((day) => ['', ...block(day.day, day)]),
  ]
  if (report.days.length === 0) lines.push('', 'Nothing was tracked in this session on these days.')
  return `${lines.join('\n')}\n`
}

import { useFunnelReport } from '../../adapters/react/funnelReport'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { FunnelReportView } from '../../machines/funnelReportView'
import { Spinner } from '../components/Spinner'

type Report = NonNullable<FunnelReportView['report']>

const inputClass = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3'

/**
 * Issue 15 point 4: the studio's funnel (/admin/report, admin mode; machines/funnelReportView.ts). A session's code and
 * days, then the funnel as bars a studio owner reads at a glance: shoppers per step, the share who went on, the most
 * common payment failures, and a row per day that shows that day's funnel.
 */
export const FunnelReportPage = ({ apiBase, language }: { apiBase: string; language: string }) => {
  const { view, send } = useFunnelReport(apiBase, language)
  const intl = useIntl()
  return (
    <main className="min-h-dvh bg-stone-100 px-4 py-6">
      <div className="mx-auto max-w-3xl space-y-6">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold text-stone-900">
            <FormattedMessage id="report.title" />
          </h1>
          <a href="/admin" className="text-sm font-medium text-brand underline">
            <FormattedMessage id="report.back" />
          </a>
        </header>
        <form
          noValidate
          className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault()
            send(view.events.load)
          }}
        >
          <label className="block text-sm font-medium text-stone-800">
            <FormattedMessage id="report.session_label" />
            <input
              name="session"
              value={view.session}
              onChange={(e) => send(view.events.changeSession(e.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={view.error?.id === 'report.error_empty' || view.error?.id === 'report.error_not_found'}
              className={`${inputClass} uppercase`}
            />
          </label>
          <label className="block text-sm font-medium text-stone-800">
            <FormattedMessage id="report.from_label" />
            <input
              type="date"
              name="from"
              value={view.from}
              onChange={(e) => send(view.events.changeFrom(e.target.value))}
              className={inputClass}
            />
          </label>
          <label className="block text-sm font-medium text-stone-800">
            <FormattedMessage id="report.to_label" />
            <input
              type="date"
              name="to"
              value={view.to}
              onChange={(e) => send(view.events.changeTo(e.target.value))}
              className={inputClass}
            />
          </label>
          <button
            type="submit"
            disabled={view.loading}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong disabled:opacity-60"
          >
            {view.loading ? <Spinner label={false} /> : <FormattedMessage id="report.show" />}
          </button>
        </form>
        {view.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger ring-1 ring-red-200">
            {intl.formatMessage({ id: view.error.id })}{' '}
            {view.signIn && (
              <a href="/admin" className="font-semibold underline">
                <FormattedMessage id="report.sign_in" />
              </a>
            )}
          </p>
        )}
        {view.report && <ReportBody report={view.report} choose={(day) => send(view.events.chooseDay(day))} />}
      </div>
    </main>
  )
}

type Choose = (day: string | null) => void

const ReportBody = ({ report, choose }: { report: Report; choose: Choose }) => {
  const intl = useIntl()
  const day = (d: string) =>
    intl.formatDate(Date.parse(`${d}T00:00:00Z`), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
  const percent = (share: number | null) => (share === null ? '–' : intl.formatNumber(share, { style: 'percent' }))
  return (
    <section className="space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" aria-live="polite">
      <div>
        <h2 className="text-xl font-semibold text-stone-900">
          {report.label} <span className="text-stone-500">({report.accessCode})</span>
        </h2>
        <p className="text-sm text-stone-600">
          <FormattedMessage
            id="report.range"
            values={{ from: day(report.from), to: day(report.to), timeZone: report.timeZone }}
          />
        </p>
      </div>
      {report.empty ? (
        <p className="text-stone-700">
          <FormattedMessage id="report.empty" />
        </p>
      ) : (
        <>
          <label className="block max-w-xs text-sm font-medium text-stone-800">
            <FormattedMessage id="report.day_label" />
            <select value={report.day ?? ''} onChange={(e) => choose(e.target.value || null)} className={inputClass}>
              <option value="">{intl.formatMessage({ id: 'report.all_days' })}</option>
              {report.days.map((d) => (
                <option key={d.day} value={d.day}>
                  {day(d.day)}
                </option>
              ))}
            </select>
          </label>
          <FunnelChart report={report} percent={percent} />
          <Failures failures={report.failures} />
          <DayTable report={report} choose={choose} day={day} percent={percent} />
        </>
      )}
    </section>
  )
}

/** The funnel: one horizontal bar per step, as long as its share of the first step, and the share who went on. */
const FunnelChart = ({ report, percent }: { report: Report; percent: (share: number | null) => string }) => (
  <figure>
    <figcaption className="sr-only">
      <FormattedMessage id="report.chart_label" />
    </figcaption>
    <ol className="space-y-1">
      {report.bars.map((bar, i) => (
        <li key={bar.step} data-testid="funnel-step">
          <div className="grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-3">
            <span className="text-sm font-medium text-stone-800">
              <FormattedMessage id={bar.labelId} />
            </span>
            <div className="flex items-center gap-2">
              <div className="h-7 flex-1 rounded bg-stone-100">
                <div className="h-7 rounded bg-brand" style={{ width: `${bar.width}%` }} />
              </div>
              <span className="w-20 text-right text-sm tabular-nums text-stone-900">
                <FormattedMessage id="report.users" values={{ count: bar.users }} />
              </span>
            </div>
          </div>
          {i + 1 < report.bars.length && (
            <p className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3 py-0.5 text-xs text-stone-600">
              <span />
              <span>
                ↓ <FormattedMessage id="report.to_next" values={{ percent: percent(bar.conversion) }} />
              </span>
            </p>
          )}
        </li>
      ))}
    </ol>
    <p className="mt-3 font-semibold text-stone-900">
      <FormattedMessage id="report.overall" values={{ percent: percent(report.overall) }} />
    </p>
  </figure>
)

const Failures = ({ failures }: { failures: Report['failures'] }) => (
  <div>
    <h3 className="font-semibold text-stone-900">
      <FormattedMessage id="report.failures_title" />
    </h3>
    {failures.length === 0 ? (
      <p className="text-sm text-stone-600">
        <FormattedMessage id="report.failures_none" />
      </p>
    ) : (
      <ul className="mt-1 space-y-1 text-sm">
        {failures.map((f) => (
          <li key={f.reason ?? ''} className="flex justify-between gap-3">
            <span className="min-w-0 break-words text-stone-800">
              {f.reason ?? <FormattedMessage id="report.no_reason" />}
            </span>
            <span className="shrink-0 tabular-nums text-stone-600">
              <FormattedMessage id="report.failure_count" values={{ count: f.count }} />
            </span>
          </li>
        ))}
      </ul>
    )}
  </div>
)

/** A row per day: the shoppers who opened the shop and completed an order; choosing a day shows its funnel above. */
const DayTable = (props: {
  report: Report
  choose: Choose
  day: (d: string) => string
  percent: (share: number | null) => string
}) => (
  <div className="overflow-x-auto">
    <table className="w-full text-left text-sm">
      <caption className="pb-1 text-left font-semibold text-stone-900">
        <FormattedMessage id="report.per_day" />
      </caption>
      <thead className="text-stone-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            <FormattedMessage id="report.day_label" />
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            <FormattedMessage id="report.step_shop_opened" />
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            <FormattedMessage id="report.step_order_completed" />
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            <FormattedMessage id="report.conversion" />
          </th>
        </tr>
      </thead>
      <tbody>
        {props.report.days.map((d) => (
          <tr key={d.day} className={`border-t border-stone-200 ${d.selected ? 'bg-brand-soft' : ''}`}>
            <th scope="row" className="py-1 pr-3 font-normal">
              <button
                type="button"
                className="min-h-11 text-brand underline"
                aria-pressed={d.selected}
                onClick={() => props.choose(d.selected ? null : d.day)}
              >
                {props.day(d.day)}
              </button>
            </th>
            <td className="py-1 pr-3 text-right tabular-nums">{d.opened}</td>
            <td className="py-1 pr-3 text-right tabular-nums">{d.completed}</td>
            <td className="py-1 text-right tabular-nums">{props.percent(d.overall)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

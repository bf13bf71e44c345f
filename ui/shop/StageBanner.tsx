import { useIntl } from '../../adapters/react/intl'
import { useStageBanner } from '../../adapters/react/photos'
import { deadlineText } from '../format'
import { ClockIcon } from '../photos/Icons'

/** Banner colours (B §4: primary, info, success, warning, danger; orange, red, green, blue, lightblue elsewhere). */
const COLOURS: Record<string, string> = {
  primary: 'border-brand bg-brand-soft text-stone-900',
  info: 'border-info bg-blue-50 text-blue-900',
  blue: 'border-info bg-blue-50 text-blue-900',
  lightblue: 'border-info bg-sky-50 text-sky-900',
  success: 'border-success bg-green-50 text-green-900',
  green: 'border-success bg-green-50 text-green-900',
  warning: 'border-warning bg-amber-50 text-amber-900',
  orange: 'border-warning bg-orange-50 text-orange-900',
  danger: 'border-danger bg-red-50 text-red-900',
  red: 'border-danger bg-red-50 text-red-900',
}

/**
 * B §2 stage banner (machines/stageBannerView.ts): countdown, date-time or text, coloured by urgency; the countdown
 * ticks each second and stops at the date. The tooltip is the banner's title, and read out after its text.
 */
export const StageBanner = () => {
  const intl = useIntl()
  const view = useStageBanner()
  if (!view) return null
  const { text, tooltip } = view.content(deadlineText(intl, view.completesAt))
  return (
    <aside
      aria-label={intl.formatMessage({ id: 'banner.label' })}
      title={tooltip || undefined}
      className={`border-b-4 ${COLOURS[view.color] ?? COLOURS.info}`}
      data-testid="stage-banner"
      data-color={view.color}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm font-medium">
        <ClockIcon className="size-5 shrink-0" />
        <p>
          {text}{' '}
          {view.countdown && (
            <span className="font-bold whitespace-nowrap tabular-nums" data-testid="countdown">
              {intl.formatMessage({ id: 'banner.countdown' }, view.countdown)}
            </span>
          )}
          {tooltip && <span className="sr-only"> {tooltip}</span>}
        </p>
      </div>
    </aside>
  )
}

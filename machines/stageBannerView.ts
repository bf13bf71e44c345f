import type { SnapshotFrom } from 'xstate'
import { bannerContent } from '../core/banner'
import { stageBannerView as shownAt, type stageBannerMachine } from './stageBanner'

/** The stage's close date as the view formats it for {date}, {time} and {dateTime} (B §9: long date, time, full). */
export type DeadlineText = {
  readonly date: string | null
  readonly time: string | null
  readonly dateTime: string | null
}

export type StageBannerView = {
  /** B §4 colour by urgency for timed banners, else the stage's colour (info by default). */
  readonly color: string
  /** The stage's close time in epoch milliseconds, for the view to format; null without one. */
  readonly completesAt: number | null
  /** The countdown of a countdown banner, hours to seconds on two digits; null for the other styles. */
  readonly countdown: {
    readonly days: number
    readonly hours: string
    readonly minutes: string
    readonly seconds: string
  } | null
  /** The text and tooltip of the banner's style, its placeholders filled with the formatted close date. */
  readonly content: (deadline: DeadlineText) => { readonly text: string; readonly tooltip: string }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Epoch milliseconds of an ISO date-time or epoch number; null when absent or unreadable. */
export const epochOf = (at: string | number | null | undefined): number | null => {
  const ms = typeof at === 'string' ? Date.parse(at) : at
  return ms === null || ms === undefined || Number.isNaN(ms) ? null : ms
}

/**
 * B §2 stage banner as the view shows it at the machine's `now`: null when hidden (admin mode, no style, B §5
 * visibility), else its colour, countdown and text.
 */
export const stageBannerView = (snapshot: SnapshotFrom<typeof stageBannerMachine>): StageBannerView | null => {
  const shown = shownAt(snapshot)
  const { stage } = snapshot.context
  if (!shown || !stage) return null
  const { days, hours, minutes, seconds } = shown.countdown
  return {
    color: shown.color,
    completesAt: epochOf(stage.completesAt),
    countdown:
      stage.bannerStyle === 'countdown'
        ? { days, hours: pad(hours), minutes: pad(minutes), seconds: pad(seconds) }
        : null,
    content: (deadline) => bannerContent(stage, deadline),
  }
}

// Stage banner (B §2, B §4 banner colour, B §5 other, B §9 constants). The current time is always an argument.

import { fillPlaceholders, type PlaceholderValues } from './text'

export type BannerStyle = 'countdown' | 'dateTime' | 'text'

export interface BannerStage {
  readonly bannerStyle?: string | null
  readonly bannerColor?: string | null
  readonly bannerShowAt?: number | null
  readonly bannerCountdownText?: string | null
  readonly bannerCountdownTooltip?: string | null
  readonly bannerDateTimeText?: string | null
  readonly bannerDateTimeTooltip?: string | null
  readonly bannerText?: string | null
  readonly bannerTooltip?: string | null
  /** Stage completion time: epoch milliseconds or an ISO date-time. */
  readonly completesAt?: number | string | null
}

export const SECONDS_PER_DAY = 86400
export const SECONDS_PER_HOUR = 3600
export const SECONDS_PER_MINUTE = 60

const TIMED: ReadonlySet<string> = new Set<BannerStyle>(['countdown', 'dateTime'])

function completion(stage: BannerStage): number | null {
  const at = typeof stage.completesAt === 'string' ? Date.parse(stage.completesAt) : stage.completesAt
  return at === null || at === undefined || Number.isNaN(at) ? null : at
}

/** Whole seconds until the stage completes (negative once passed); null without a completion time. */
export function secondsLeft(stage: BannerStage, now: number): number | null {
  const at = completion(stage)
  return at === null ? null : Math.floor((at - now) / 1000)
}

/**
 * Shown (B §5 other) when a style is set, countdown and date-time styles have a completion time, bannerShowAt is a
 * non-negative integer, and it is 0 (always) or more than the seconds left. A text banner with bannerShowAt above 0
 * needs a completion time too, since otherwise no time is left to compare.
 */
export function bannerVisible(stage: BannerStage, now: number): boolean {
  const style = stage.bannerStyle
  const showAt = stage.bannerShowAt ?? 0
  if (!style || !Number.isInteger(showAt) || showAt < 0) return false
  const left = secondsLeft(stage, now)
  if (TIMED.has(style) && left === null) return false
  return showAt === 0 || (left !== null && left < showAt)
}

/** Countdown and date-time banners: danger under 1 day, warning under 3 days, else info; text banners keep their colour. */
export function bannerColor(stage: BannerStage, now: number): string {
  const left = secondsLeft(stage, now)
  if (!TIMED.has(stage.bannerStyle ?? '') || left === null) return stage.bannerColor || 'info'
  if (left < SECONDS_PER_DAY) return 'danger'
  return left < 3 * SECONDS_PER_DAY ? 'warning' : 'info'
}

export interface Countdown {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
  /** The date has passed: the ticking stops at zero. */
  readonly stopped: boolean
}

export function countdown(stage: BannerStage, now: number): Countdown {
  const left = Math.max(0, secondsLeft(stage, now) ?? 0)
  return {
    days: Math.floor(left / SECONDS_PER_DAY),
    hours: Math.floor((left % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((left % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: left % SECONDS_PER_MINUTE,
    stopped: left === 0,
  }
}

/** The text and tooltip of the banner's style, with {date}, {time} and {dateTime} filled from formatted values. */
export function bannerContent(
  stage: BannerStage,
  formatted: PlaceholderValues,
): { readonly text: string; readonly tooltip: string } {
  const [text, tooltip] =
    stage.bannerStyle === 'countdown'
      ? [stage.bannerCountdownText, stage.bannerCountdownTooltip]
      : stage.bannerStyle === 'dateTime'
        ? [stage.bannerDateTimeText, stage.bannerDateTimeTooltip]
        : [stage.bannerText, stage.bannerTooltip]
  return { text: fillPlaceholders(text ?? '', formatted), tooltip: fillPlaceholders(tooltip ?? '', formatted) }
}

import { describe, expect, test } from 'vitest'
import {
  type BannerStage,
  bannerColor,
  bannerContent,
  bannerVisible,
  countdown,
  secondsLeft,
} from '../../../core/banner'

const now = Date.UTC(2025, 3, 1, 12, 0, 0)
const DAY = 86_400_000
const stage = (overrides: BannerStage): BannerStage => ({
  bannerStyle: 'countdown',
  completesAt: now + 2 * DAY,
  ...overrides,
})

describe('B §5 banner visibility', () => {
  test.each([
    ['no style hides', { bannerStyle: null }, false],
    ['bannerShowAt 0 means always', { bannerShowAt: 0 }, true],
    ['missing bannerShowAt means always', { bannerShowAt: null }, true],
    ['a non-integer bannerShowAt hides', { bannerShowAt: 1.5 }, false],
    ['a negative bannerShowAt hides', { bannerShowAt: -1 }, false],
    ['countdown without completion time hides', { completesAt: null }, false],
    ['date-time without completion time hides', { bannerStyle: 'dateTime', completesAt: undefined }, false],
    ['an unparseable completion time hides', { completesAt: 'soon' }, false],
    ['text without completion time shows when always', { bannerStyle: 'text', completesAt: null }, true],
    [
      'text with a bannerShowAt needs a completion time',
      { bannerStyle: 'text', completesAt: null, bannerShowAt: 60 },
      false,
    ],
    ['time left under bannerShowAt shows', { bannerShowAt: 3 * 86_400 }, true],
    ['time left equal to bannerShowAt hides', { bannerShowAt: 2 * 86_400 }, false],
    ['time left above bannerShowAt hides', { bannerShowAt: 86_400 }, false],
    [
      'an ISO completion time is accepted',
      { completesAt: new Date(now + 60_000).toISOString(), bannerShowAt: 120 },
      true,
    ],
  ])('B §5 banner: %s', (_name, overrides, expected) => {
    expect(bannerVisible(stage(overrides), now)).toBe(expected)
  })
})

describe('B §4 banner colour', () => {
  test.each([
    ['under 1 day is danger', 'countdown', DAY - 1000, 'danger'],
    ['passed is danger', 'countdown', -DAY, 'danger'],
    ['exactly 1 day is warning', 'dateTime', DAY, 'warning'],
    ['under 3 days is warning', 'countdown', 3 * DAY - 1000, 'warning'],
    ['3 days or more is info', 'dateTime', 3 * DAY, 'info'],
  ])('B §4 banner colour: %s', (_name, bannerStyle, left, expected) => {
    expect(bannerColor(stage({ bannerStyle, completesAt: now + left, bannerColor: 'primary' }), now)).toBe(expected)
  })

  test('B §4 banner colour: text banners keep their colour, default info', () => {
    expect(bannerColor(stage({ bannerStyle: 'text', bannerColor: 'success' }), now)).toBe('success')
    expect(bannerColor(stage({ bannerStyle: 'text' }), now)).toBe('info')
    expect(bannerColor(stage({ completesAt: null, bannerColor: 'primary' }), now)).toBe('primary')
  })
})

describe('B §9 countdown', () => {
  test('B §9 countdown: days, hours, minutes and seconds from 86400, 3600 and 60', () => {
    const left = 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000 + 999
    expect(countdown(stage({ completesAt: now + left }), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      stopped: false,
    })
  })

  test('B §4 countdown: stops at zero when the date passes', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, stopped: true }
    expect(countdown(stage({ completesAt: now - 5000 }), now)).toEqual(zero)
    expect(countdown(stage({ completesAt: now }), now)).toEqual(zero)
    expect(countdown(stage({ completesAt: null }), now)).toEqual(zero)
  })

  test('B §9 countdown: seconds left are whole seconds', () => {
    expect(secondsLeft(stage({ completesAt: now + 1500 }), now)).toBe(1)
    expect(secondsLeft(stage({ completesAt: null }), now)).toBeNull()
  })
})

describe('B §9 banner text', () => {
  const texts: BannerStage = {
    bannerCountdownText: 'Closes in {time}',
    bannerCountdownTooltip: 'Order by {date}',
    bannerDateTimeText: 'Closes {dateTime}',
    bannerDateTimeTooltip: 'tip',
    bannerText: 'Hello',
  }
  const formatted = { date: '4 April', time: '2 days', dateTime: '4 April 5 PM' }

  test.each([
    ['countdown', { text: 'Closes in 2 days', tooltip: 'Order by 4 April' }],
    ['dateTime', { text: 'Closes 4 April 5 PM', tooltip: 'tip' }],
    ['text', { text: 'Hello', tooltip: '' }],
  ])('B §9 banner placeholders: %s style uses its own text', (bannerStyle, expected) => {
    expect(bannerContent({ ...texts, bannerStyle }, formatted)).toEqual(expected)
  })
})

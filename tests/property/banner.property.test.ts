import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { bannerColor, bannerVisible, countdown } from '../../core/banner'

const now = Date.UTC(2025, 0, 1)
const offsetMs = fc.integer({ min: -10 * 86_400_000, max: 60 * 86_400_000 })
const URGENCY = ['danger', 'warning', 'info']

describe('B §9 banner properties', () => {
  test.prop([offsetMs])('B §9 countdown: the parts recompose the seconds left and stay in range', (offset) => {
    const c = countdown({ completesAt: now + offset }, now)
    const left = Math.max(0, Math.floor(offset / 1000))
    expect(c.days * 86_400 + c.hours * 3_600 + c.minutes * 60 + c.seconds).toBe(left)
    expect(c.hours).toBeLessThan(24)
    expect(c.minutes).toBeLessThan(60)
    expect(c.seconds).toBeLessThan(60)
    expect(c.stopped).toBe(left === 0)
  })

  test.prop([offsetMs, fc.nat({ max: 5 * 86_400_000 }), fc.constantFrom('countdown', 'dateTime')])(
    'B §4 banner colour: urgency never decreases as time passes',
    (offset, later, bannerStyle) => {
      const stage = { bannerStyle, completesAt: now + offset }
      expect(URGENCY.indexOf(bannerColor(stage, now + later))).toBeLessThanOrEqual(
        URGENCY.indexOf(bannerColor(stage, now)),
      )
    },
  )

  test.prop([offsetMs, fc.nat({ max: 10 * 86_400 }), fc.nat({ max: 5 * 86_400_000 })])(
    'B §5 banner: once shown, a timed banner stays shown as time passes',
    (offset, showAt, later) => {
      const stage = { bannerStyle: 'countdown', completesAt: now + offset, bannerShowAt: showAt }
      if (bannerVisible(stage, now)) expect(bannerVisible(stage, now + later)).toBe(true)
    },
  )
})

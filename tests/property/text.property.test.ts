import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { fillPlaceholders, truncate } from '../../core/text'

describe('B §9 truncation properties', () => {
  test.prop([fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat({ max: 120 })])(
    'B §9 truncation: never longer than the limit; short texts unchanged; long ones end with the ellipsis',
    (text, limit) => {
      const out = truncate(text, limit)
      expect(Array.from(out).length).toBeLessThanOrEqual(limit)
      if (Array.from(text).length <= limit) expect(out).toBe(text)
      else if (limit > 0) expect(out.endsWith('…')).toBe(true)
    },
  )

  test.prop([fc.string({ maxLength: 60 }), fc.nat({ max: 80 })])(
    'B §9 truncation: a prefix of the text',
    (text, limit) => {
      const out = truncate(text, limit).replace(/…$/, '')
      expect(text.startsWith(out)).toBe(true)
    },
  )
})

describe('B §4 welcome placeholder properties', () => {
  test.prop([fc.string({ maxLength: 40 }).filter((s) => !s.includes('{'))])(
    'B §4 welcome text: a text without braces is unchanged',
    (text) => {
      expect(fillPlaceholders(text, { firstName: 'Sam' })).toBe(text)
    },
  )
})

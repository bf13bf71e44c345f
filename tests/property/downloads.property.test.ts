import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { archiveEntryNames, archiveFolder, safeFileName } from '../../core/downloads'

const label = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 60 }))
const photos = fc.array(fc.record({ label, extension: fc.constantFrom<'jpg' | 'png'>('jpg', 'png') }), {
  maxLength: 150,
})
const reference = fc.stringMatching(/^[A-Z2-9]{8}$/)

describe('issue 14: ZIP entry names properties', () => {
  test.prop([reference, fc.option(label), photos])(
    'whatever the labels: unique, one folder deep, nothing that steps out or that a system refuses',
    (ref, subject, list) => {
      const names = archiveEntryNames(archiveFolder(ref, subject), list)
      expect(names).toHaveLength(list.length)
      expect(new Set(names).size).toBe(names.length)
      for (const name of names) {
        const parts = name.split('/')
        expect(parts).toHaveLength(2)
        for (const part of parts) {
          expect(part.trim()).not.toBe('')
          expect(part).not.toMatch(/^\.|\.$|[\p{Cc}<>:"\\|?*]/u)
        }
        // Well-formed UTF-16 (so well-formed UTF-8), and within a ZIP name's 0xffff bytes.
        expect(name).not.toMatch(/[\ud800-\udfff]/u)
        expect(Buffer.byteLength(name)).toBeLessThan(0xffff)
      }
    },
  )

  test.prop([label])('a safe name is kept as it is', (text) => {
    const once = safeFileName(text, 'photo')
    expect(safeFileName(once, 'photo')).toBe(once)
  })
})

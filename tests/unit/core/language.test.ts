import { describe, expect, it } from 'vitest'
import { languageOf } from '../../../core/language'

// B §9 default locale en; issue 11: an unknown ?language= falls back to English, never a blank page.
describe('the language of a page', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['EN', 'en'],
    ['en_US', 'en'],
    ['en-GB', 'en'],
    ['xx', 'en'],
    ['<script>', 'en'],
  ])('?language=%j gives %s', (requested, language) => {
    expect(languageOf(requested)).toBe(language)
  })
})

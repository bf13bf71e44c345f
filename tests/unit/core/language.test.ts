import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatLocale,
  type Language,
  languageOf,
  pageLanguage,
  SUPPORTED_LANGUAGES,
  storeLanguages,
} from '../../../core/language'

// B §9 default locale en; issue 11: an unknown ?language= falls back to English, never a blank page.
describe('the language of a page', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['EN', 'en'],
    ['en_US', 'en'],
    ['en-GB', 'en'],
    ['es', 'es'],
    ['es_MX', 'es'],
    ['ES-us', 'es'],
    [' es ', 'es'],
    ['xx', 'en'],
    ['<script>', 'en'],
  ])('?language=%j gives %s', (requested, language) => {
    expect(languageOf(requested)).toBe(language)
  })
})

// Issue 15 point 1: store setting `languages`, absent meaning English only.
describe('the languages a store offers', () => {
  it.each([
    [undefined, ['en']],
    [[], ['en']],
    [
      ['en', 'es'],
      ['en', 'es'],
    ],
    [
      ['es', 'en'],
      ['es', 'en'],
    ],
    [['ES', 'es', 'fr'], ['es']],
    [['fr'], ['en']],
  ])('languages %j offers %j', (languages, offered) => {
    expect(storeLanguages(languages === undefined ? {} : { languages })).toEqual(offered)
  })
})

// B §2: ?language= first (remembered by the page), else the remembered choice, else en; the store's first otherwise.
describe('the language a page shows', () => {
  const both: Language[] = ['en', 'es']
  it.each([
    [{ requested: 'es', remembered: null, offered: both }, 'es'],
    [{ requested: 'en', remembered: 'es', offered: both }, 'en'],
    [{ requested: null, remembered: 'es', offered: both }, 'es'],
    [{ requested: '', remembered: 'es', offered: both }, 'es'],
    [{ requested: null, remembered: null, offered: both }, 'en'],
    [{ requested: 'en_US', remembered: 'es', offered: both }, 'en'],
    [{ requested: 'xx', remembered: 'es', offered: both }, 'en'],
    [{ requested: null, remembered: 'garbage', offered: both }, 'en'],
    [{ requested: 'es', remembered: null, offered: ['en'] as Language[] }, 'en'],
    [{ requested: null, remembered: 'es', offered: ['en'] as Language[] }, 'en'],
    [{ requested: 'en', remembered: null, offered: ['es'] as Language[] }, 'es'],
    [{ requested: null, remembered: null, offered: ['es', 'en'] as Language[] }, 'en'],
  ])('%j shows %s', (choice, language) => {
    expect(pageLanguage(choice)).toBe(language)
  })

  it('always shows a language the store offers, whatever is asked or remembered', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.subarray([...SUPPORTED_LANGUAGES], { minLength: 1 }),
        (requested, remembered, offered) => {
          expect(offered).toContain(pageLanguage({ requested, remembered, offered }))
        },
      ),
    )
  })
})

// Issue 15 point 1: numbers, money and dates in the page's language with the store's region.
describe('the locale a page formats in', () => {
  it.each([
    ['en', 'en-US', 'en-US'],
    ['es', 'en-US', 'es-US'],
    ['en', 'en-GB', 'en-GB'],
    ['es', 'en-GB', 'es-GB'],
    ['es', 'es-MX', 'es-MX'],
    ['en', 'es-MX', 'en-MX'],
    ['en', 'en_US', 'en-US'],
    ['es', 'en_US', 'es-US'],
    ['es', 'en', 'es'],
    ['en', '', 'en'],
    ['es', 'not a locale!', 'es'],
  ] as const)('%s with the store locale %j is %s', (language, storeLocale, locale) => {
    expect(formatLocale(language, storeLocale)).toBe(locale)
  })

  it('gives a locale Intl formats with, whatever the store locale holds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_LANGUAGES), fc.string(), (language, storeLocale) => {
        const locale = formatLocale(language, storeLocale)
        expect(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1)).not.toThrow()
        expect(new Intl.Locale(locale).language).toBe(language)
      }),
    )
  })
})

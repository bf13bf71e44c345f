// B §9: the language parameter (?language=) and the default locale en. Only languages the shop has messages for are
// used; anything else (en_US, a typo, a language not translated yet) falls back, never to a blank page.

export const DEFAULT_LANGUAGE = 'en'
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

/** B §2 language selector: each language named in its own language, so a parent finds theirs whatever the page's. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

const isSupported = (x: string): x is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(x)

/** The language a page uses for a `?language=` value: a supported one (by its primary subtag), else English. */
export const languageOf = (requested: string | null | undefined): Language => {
  const primary = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return isSupported(primary) ? primary : DEFAULT_LANGUAGE
}

/** Store setting `languages` (issue 15): the supported ones it names, in its order; none or absent → English only. */
export const storeLanguages = (settings: { languages?: readonly string[] | undefined }): Language[] => {
  const offered = [...new Set((settings.languages ?? []).map((l) => l.trim().toLowerCase()).filter(isSupported))]
  return offered.length > 0 ? offered : [DEFAULT_LANGUAGE]
}

/**
 * The language a page shows (B §2, B §9): `?language=` (an unknown value means English), else the one remembered in
 * the cookie, else English; a language the store does not offer gives the store's first.
 */
export const pageLanguage = (choice: {
  requested: string | null | undefined
  remembered: string | null | undefined
  offered: readonly Language[]
}): Language => {
  const wanted = choice.requested ? languageOf(choice.requested) : languageOf(choice.remembered)
  return choice.offered.includes(wanted) ? wanted : (choice.offered[0] ?? DEFAULT_LANGUAGE)
}

/** A BCP-47 tag Intl accepts for a store's `formatOptions.locale` ('en_US' → 'en-US'); null when there is none. */
const localeOf = (tag: string): Intl.Locale | null => {
  try {
    return new Intl.Locale(tag.trim().replace(/_/g, '-'))
  } catch {
    return null
  }
}

/**
 * The locale numbers, money and dates are formatted in (issue 15): the page's language with the store's region, so a
 * Spanish page of a US store writes es-US ($1,234.50, 2:05 p.m.). English keeps the store's own locale when it is
 * English. A store locale Intl cannot read gives the language alone, never an error (a blank page).
 */
export const formatLocale = (language: Language, storeLocale: string): string => {
  const store = localeOf(storeLocale)
  if (!store) return language
  if (store.language === language) return store.toString()
  return store.region ? `${language}-${store.region}` : language
}

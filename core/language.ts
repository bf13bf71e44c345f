// B §9: the language parameter (?language=) and the default locale en. Only languages the shop has messages for are
// used; anything else (en_US, a typo, a language not translated yet) falls back, never to a blank page.

export const DEFAULT_LANGUAGE = 'en'
export const SUPPORTED_LANGUAGES = ['en'] as const

/** The language a page uses for a `?language=` value: a supported one (by its primary subtag), else English. */
export const languageOf = (requested: string | null | undefined): string => {
  const primary = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary) ? primary : DEFAULT_LANGUAGE
}

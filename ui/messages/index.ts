import { adminMessages } from './admin'
import { en } from './en'
import { es } from './es'
import { reportMessages } from './report'

/** Every message of the storefront per supported language (core/language.ts), areas merged. */
export const catalogs = {
  en: { ...en, ...adminMessages.en, ...reportMessages.en },
  es: { ...es, ...adminMessages.es, ...reportMessages.es },
} as const

/** The messages of a page's language; a text missing in it falls back to English (never the id). */
export const messagesFor = (language: string): Record<string, string> => ({
  ...catalogs.en,
  ...(language === 'es' ? catalogs.es : {}),
})

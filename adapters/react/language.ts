import { formatLocale, languageOf, storeLanguages } from '../../core/language'
import { type LanguageSelectorView, languageSelectorView } from '../../machines/languageSelectorView'
import { useShop } from './shop'
import { useStartupSelector } from './startup'

/**
 * Issue 15: the locale a shop formats numbers, money and dates in: the page's language with its store's region once
 * the store is loaded (core/language.ts formatLocale), the language alone before.
 */
export const useFormatLocale = (language: string): string => {
  const storeLocale = useStartupSelector((s) => s.context.store?.settings.formatOptions.locale ?? '')
  return formatLocale(languageOf(language), storeLocale)
}

/**
 * B §2 language selector (machines/languageSelectorView.ts) for the page as it is now, and `reload`, which opens an
 * option's address: a full page load, so the server renders the page in that language and remembers it.
 */
export const useLanguageSelector = (): { view: LanguageSelectorView; reload: (href: string) => void } => {
  const { config } = useShop()
  const languages = useStartupSelector((s) => s.context.store?.settings.languages)
  const view = languageSelectorView({
    offered: storeLanguages({ languages }),
    current: languageOf(config.language),
    location: window.location,
  })
  return { view, reload: (href) => window.location.assign(href) }
}

import { LANGUAGE_NAMES, type Language } from '../core/language'

export type LanguageOption = {
  readonly id: Language
  /** The language named in itself ("Español"), so a parent finds theirs whatever language the page is in. */
  readonly label: string
  readonly current: boolean
  /** The current page again with `?language=<id>`, every other query parameter and the fragment kept. */
  readonly href: string
}

export type LanguageSelectorView = {
  /** B §2: hidden when the store offers one language. */
  readonly shown: boolean
  readonly current: Language
  readonly options: readonly LanguageOption[]
}

/**
 * B §2 language selector in the bottom bar: the store's languages (core/language.ts storeLanguages), each reloading
 * the page at `location` with the query parameter `language` (B §9) holding its id.
 */
export const languageSelectorView = (input: {
  offered: readonly Language[]
  current: Language
  location: { readonly pathname: string; readonly search: string; readonly hash: string }
}): LanguageSelectorView => {
  const { offered, current, location } = input
  const hrefOf = (id: Language) => {
    const query = new URLSearchParams(location.search)
    query.set('language', id)
    return `${location.pathname}?${query.toString()}${location.hash}`
  }
  return {
    shown: offered.length > 1,
    current,
    options: offered.map((id) => ({ id, label: LANGUAGE_NAMES[id], current: id === current, href: hrefOf(id) })),
  }
}

import { useCallback } from 'react'
import { type IntlShape, useIntl } from '../adapters/react/intl'
import { toMajor } from '../core/money'

const formatters = new Map<string, Intl.NumberFormat>()

/** DESIGN decision 1: only a view turns 1/100000 units into text, in the store's currency. */
export const formatMoney = (amount: number, currency: string, locale: string): string => {
  const key = `${locale}|${currency}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, f)
  }
  return f.format(toMajor(amount))
}

// Per list of options (the address data's, or the address's own country while the data loads) and locale.
const countryLists = new WeakMap<object, Map<string, { value: string; label: string }[]>>()

/** Issue 15: countries named in the page's language (Intl.DisplayNames), in its alphabetical order. */
export const countryOptions = (
  options: readonly { value: string; label: string }[],
  locale: string,
): readonly { value: string; label: string }[] => {
  const lists = countryLists.get(options) ?? new Map<string, { value: string; label: string }[]>()
  countryLists.set(options, lists)
  let list = lists.get(locale)
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    list = options
      .map((o) => ({ value: o.value, label: names.of(o.value) ?? o.label }))
      .sort((a, b) => a.label.localeCompare(b.label, locale))
    lists.set(locale, list)
  }
  return list
}

/**
 * The store's price formatter: its currency (B §3 formatOptions), in the shop's format locale, the page's language
 * with the store's region (ui/components/ShopIntl.tsx, core/language.ts formatLocale).
 */
export const usePriceFormatter = (store: { settings: { formatOptions: { currency: string } } }) => {
  const { locale } = useIntl()
  const { currency } = store.settings.formatOptions
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale])
}

/**
 * B §9 a stage's close date for {date}, {time} and {dateTime} (long date, short time, full date with time), each
 * formatted only when a text names it: a phone's first date format costs some 30 ms, and a countdown names none.
 */
export const deadlineText = (intl: IntlShape, completesAt: number | null) => {
  const at = completesAt === null ? null : new Date(completesAt)
  return {
    get date() {
      return at && intl.formatDate(at, { dateStyle: 'long' })
    },
    get time() {
      return at && intl.formatTime(at, { timeStyle: 'short' })
    },
    get dateTime() {
      return at && intl.formatDate(at, { dateStyle: 'full', timeStyle: 'short' })
    },
  }
}

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

/** The store's price formatter: its currency and locale (B §3 formatOptions). */
export const priceFormatter =
  (store: { settings: { formatOptions: { currency: string; locale: string } } }) => (amount: number) =>
    formatMoney(amount, store.settings.formatOptions.currency, store.settings.formatOptions.locale)

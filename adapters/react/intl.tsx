import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import IntlMessageFormat, { formatToParts, PART_TYPE, type PrimitiveType } from 'intl-messageformat'
import { createContext, createElement, Fragment, type ReactNode, useContext, useMemo } from 'react'

// Issue 17 point 2: the pages' messages, numbers and dates through intl-messageformat and the browser's Intl, in the
// few calls the views make (react-intl's names and shapes). react-intl with @formatjs/intl carried 4-5 kB gzip more
// into every page's first load for options the storefront never uses.

export type { MessageFormatElement }
/** A language's messages by id: compiled (the page's, scripts/compiledMessages.ts) or ICU text (tests, the server). */
export type Messages = Record<string, string | MessageFormatElement[]>
type Values = Record<string, PrimitiveType>
type NodeValues = Record<string, PrimitiveType | ReactNode>

export type IntlShape = {
  locale: string
  messages: Messages
  formatMessage: (descriptor: { id: string }, values?: Values) => string
  formatDate: (value: number | Date | string, options?: Intl.DateTimeFormatOptions) => string
  /** A time of day: hours and minutes unless `options` say otherwise. */
  formatTime: (value: number | Date | string, options?: Intl.DateTimeFormatOptions) => string
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string
  /** A message whose values may be elements: its parts, for a view to render. */
  formatParts: (id: string, values?: NodeValues) => ReactNode
}

const TIME_FIELDS = ['hour', 'minute', 'second', 'timeStyle', 'dateStyle'] as const

/** One formatter per locale and options, as Intl's formatters are slow to make and cheap to reuse. */
const cached = <F,>(make: (locale: string, options: object | undefined) => F) => {
  const made = new Map<string, F>()
  return (locale: string, options?: object): F => {
    const key = `${locale}|${JSON.stringify(options ?? {})}`
    let formatter = made.get(key)
    if (!formatter) {
      formatter = make(locale, options)
      made.set(key, formatter)
    }
    return formatter
  }
}
const dateFormat = cached((locale, options) => new Intl.DateTimeFormat(locale, options))
const numberFormat = cached((locale, options) => new Intl.NumberFormat(locale, options))
const pluralRules = cached((locale, options) => new Intl.PluralRules(locale, options))
/** The messages' formatters, shared: each message would otherwise make its own. */
const formatters = {
  getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
    numberFormat(String(locales), options),
  getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
    dateFormat(String(locales), options),
  getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) =>
    pluralRules(String(locales), options),
}

/** Formats in `locale` with `messages`; a message missing or failing shows its id and is reported on the console. */
export const createIntl = ({ locale, messages }: { locale: string; messages: Messages }): IntlShape => {
  // formatToParts, not an IntlMessageFormat per message: its constructor resolves the locale each time, which took
  // about 70 ms of a phone's first render (CPU 4× slower) on the catalog.
  const parsed = new Map<string, MessageFormatElement[]>()
  /** A message's elements: compiled as the page has them, or parsed once from ICU text (tests, the server). */
  const elementsOf = (id: string, message: string | MessageFormatElement[]) => {
    if (typeof message !== 'string') return message
    let elements = parsed.get(id)
    if (!elements) {
      elements = new IntlMessageFormat(message, locale).getAst()
      parsed.set(id, elements)
    }
    return elements
  }
  const format = <T,>(id: string, values: Record<string, PrimitiveType | T> | undefined) => {
    try {
      const message = messages[id]
      if (message !== undefined) {
        const parts = formatToParts(elementsOf(id, message), locale, formatters, IntlMessageFormat.formats, values)
        // As IntlMessageFormat#format: the text runs joined, a value that is not text kept as it is.
        const joined: (string | T)[] = []
        for (const { type, value } of parts) {
          const last = joined.length - 1
          if (type === PART_TYPE.literal && typeof joined[last] === 'string') joined[last] += value
          else joined.push(value)
        }
        return joined.length <= 1 ? (joined[0] ?? '') : joined
      }
      console.error(`Missing message "${id}" for locale ${locale}`)
    } catch (error) {
      console.error(`Cannot format message "${id}"`, error)
    }
    return id
  }
  return {
    locale,
    messages,
    formatMessage: ({ id }, values) => {
      const text = format(id, values)
      return Array.isArray(text) ? text.join('') : String(text)
    },
    formatDate: (value, options) => dateFormat(locale, options).format(new Date(value)),
    formatTime: (value, options = {}) =>
      dateFormat(
        locale,
        TIME_FIELDS.some((field) => field in options) ? options : { hour: 'numeric', minute: 'numeric', ...options },
      ).format(new Date(value)),
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatParts: (id, values) => {
      const parts = format<ReactNode>(id, values)
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts
    },
  }
}

const IntlContext = createContext<IntlShape | null>(null)

/** The page's or the shop's locale and messages for the views below. */
export const IntlProvider = ({
  locale,
  messages,
  children,
}: {
  locale: string
  messages: Messages
  children: ReactNode
}) => {
  const intl = useMemo(() => createIntl({ locale, messages }), [locale, messages])
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
}

export const useIntl = (): IntlShape => {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl outside IntlProvider')
  return intl
}

/** A message by id; its values may be elements (a link, a bold amount). */
export const FormattedMessage = ({ id, values }: { id: string; values?: NodeValues }) =>
  useIntl().formatParts(id, values)

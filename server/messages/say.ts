// Says a server message in a language (issue 15): its text from the language's catalogue, formatted with
// intl-messageformat (ICU placeholders, plurals), its money and dates in the language with the locale's region.
import { IntlMessageFormat } from 'intl-messageformat'
import { formatLocale, type Language, SUPPORTED_LANGUAGES } from '../../core/language'
import type { Message, MessageValue } from '../../core/message'
import { formatMoney } from '../../core/money'
import { en, type MessageId } from './en'
import { es } from './es'

export type { MessageId }
export type ServerMessage = Message<MessageId>

export const CATALOGUES: Readonly<Record<Language, Readonly<Record<MessageId, string>>>> = { en, es }

/** The names after a prefix of the ids: Named<'not_found'> is 'order' | 'order_item' | ... */
export type Named<Prefix extends string> = MessageId extends infer Id
  ? Id extends `${Prefix}.${infer Name}`
    ? Name
    : never
  : never

export const isMessageId = (id: string): id is MessageId => Object.hasOwn(en, id)

export const messageOf = (message: MessageId | ServerMessage): ServerMessage =>
  typeof message === 'string' ? { id: message } : message

const formats = new Map<string, IntlMessageFormat>()

const formatOf = (language: Language, id: MessageId): IntlMessageFormat => {
  const key = `${language}|${id}`
  let format = formats.get(key)
  if (!format) {
    // No rich-text tags in the server's messages: `<token>` is text.
    format = new IntlMessageFormat(CATALOGUES[language][id], language, undefined, { ignoreTag: true })
    formats.set(key, format)
  }
  return format
}

/**
 * The locale money and dates are written in: the language with the locale's region (formatLocale: a Spanish message
 * of a US store writes es-US). A locale of a language the server does not speak (de-DE, asked by a shopper) is kept
 * as it was asked for.
 */
const localeOf = (language: Language, locale: string): string => {
  const primary = locale.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary) ? formatLocale(language, locale) : locale
}

/** Formats with the locale, else with the language alone (a locale Intl cannot read never fails a message). */
const inLocale = <A>(locale: string, language: Language, format: (locale: string) => A): A => {
  try {
    return format(locale)
  } catch {
    return format(language)
  }
}

const JOINS = { and: 'conjunction', or: 'disjunction' } as const

const valueText = (language: Language, value: MessageValue<MessageId>): string | number => {
  if (typeof value === 'string' || typeof value === 'number') return value
  if ('id' in value) return say(language, value)
  if ('money' in value)
    return inLocale(localeOf(language, value.locale), language, (l) => formatMoney(value.money, value.currency, l))
  if ('date' in value) {
    const at = typeof value.date === 'number' ? value.date : Date.parse(value.date)
    const style = value.style ?? 'long'
    return inLocale(localeOf(language, value.locale), language, (l) =>
      new Intl.DateTimeFormat(l, { dateStyle: style, timeZone: 'UTC' }).format(at),
    )
  }
  const items = value.list.map((item) => String(valueText(language, item)))
  if (value.join === 'commas') return items.join(', ')
  if (value.join === 'semicolons') return items.join('; ')
  return new Intl.ListFormat(language, { type: JOINS[value.join] }).format(items)
}

/** The message in the language (dates in UTC, so the same message reads the same wherever it is said). */
export const say = (language: Language, message: ServerMessage): string => {
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [name, valueText(language, value)]),
  )
  return String(formatOf(language, message.id).format(values))
}

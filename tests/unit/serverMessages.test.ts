// Issue 15 point 1 ("a test fails when a message id exists in one locale and not the other"): the server's messages
// (server/messages/) name the same ids in every language, with the same placeholders, and each one can be said.
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '../../core/language'
import { en, type MessageId } from '../../server/messages/en'
import { CATALOGUES, say } from '../../server/messages/say'

/** The names of a message's placeholders (plural and select branches included), sorted. */
const placeholders = (text: string): string[] => {
  const names = new Set<string>()
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value))
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).getAst())
  return [...names].sort()
}

const ids = Object.keys(en) as MessageId[]

describe('the server speaks every language completely', () => {
  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s names every English id and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...ids].sort())
  })

  it.each(SUPPORTED_LANGUAGES.flatMap((language) => ids.map((id) => [language, id] as const)))(
    '%s %s: the same placeholders as English, a translated text, said without error',
    (language, id) => {
      const text = CATALOGUES[language][id]
      expect(placeholders(text)).toEqual(placeholders(en[id]))
      expect(text.trim()).not.toBe('')
      expect(text).not.toBe(id)
      const values = Object.fromEntries(placeholders(text).map((name) => [name, 2]))
      expect(say(language, { id, values })).not.toMatch(/[{}]/)
    },
  )

  it('the check sees a missing placeholder (the test of the test)', () => {
    expect(placeholders('Wait {minutes, plural, one {# minute} other {# minutes}} at {place}')).toEqual([
      'minutes',
      'place',
    ])
    expect(placeholders('Wait a minute')).toEqual([])
  })
})

describe('values are said in the reader’s language', () => {
  it('money and dates in the language with the locale’s region; a locale of another language is kept', () => {
    const money = { money: 123_450_000, currency: 'USD', locale: 'en-US' }
    expect(say('en', { id: 'lock.spend', values: { amount: money } })).toBe('$1,234.50 or more')
    expect(say('es', { id: 'lock.spend', values: { amount: money } })).toBe('$1,234.50 o más')
    expect(say('en', { id: 'lock.spend', values: { amount: { ...money, locale: 'de-DE' } } })).toBe(
      '1.234,50\u00a0$ or more',
    )
    const date = { date: '2026-12-22T12:00:00Z', locale: 'en-US' }
    expect(say('es', { id: 'coupon.expired', values: { code: 'SPRING10', date } })).toBe(
      'El cupón SPRING10 venció el 22 de diciembre de 2026.',
    )
  })

  it('nested messages and lists, joined in the language', () => {
    const rule = {
      list: [
        { id: 'lock.product', values: { label: 'Magnet' } },
        { id: 'lock.category', values: { label: 'Prints' } },
      ],
      join: 'or',
    } as const
    expect(say('en', { id: 'lock.unlock', values: { rule } })).toBe('Add Magnet or something from Prints')
    expect(say('es', { id: 'lock.unlock', values: { rule } })).toBe('Agregue Magnet o algo de Prints')
    expect(say('es', { id: 'access_code.too_many', values: { minutes: 1 } })).toBe(
      'Demasiados códigos de acceso incorrectos. Espere 1 minuto y vuelva a intentarlo.',
    )
  })
})

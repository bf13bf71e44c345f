import { readdirSync, readFileSync } from 'node:fs'
// The parser intl-messageformat formats with (adapters/react/intl.tsx).
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '../../core/language'
import { en } from '../../ui/messages/en'
import { catalogs, messagesFor } from '../../ui/messages/index'

// DESIGN decision 11: every message id a machine or view function names has an English text (a missing one shows
// the id to the shopper).
const NAMESPACES = [
  'notifications',
  'cart',
  'coupon_discount',
  'checkout',
  'product',
  'poses',
  'price',
  'byo',
  'access',
  'address',
  'address_validation',
  'alerts',
  'order_complete',
  'order_view',
]
const ID = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[a-z0-9_]+)'`, 'g')

const machineFiles = readdirSync('machines').filter((f) => f.endsWith('.ts'))

describe('message ids used by machines and view functions', () => {
  it.each(machineFiles)('machines/%s names only ids that have an English text', (file) => {
    const ids = [...readFileSync(`machines/${file}`, 'utf8').matchAll(ID)].map((m) => m[1] ?? '')
    expect(ids.filter((id) => !(id in en))).toEqual([])
  })
})

/** What a message needs from its values: each argument with its kind, a select's choices, tags; sorted. */
const placeholders = (message: string): string[] => {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) found.add(`{${e.value}}`)
      else if (e.type === TYPE.number) found.add(`{${e.value}, number}`)
      else if (e.type === TYPE.date) found.add(`{${e.value}, date}`)
      else if (e.type === TYPE.time) found.add(`{${e.value}, time}`)
      else if (e.type === TYPE.tag) {
        found.add(`<${e.value}>`)
        walk(e.children)
      } else if (e.type === TYPE.select || e.type === TYPE.plural) {
        // A select's choices are values the code passes; a plural's categories are the language's own.
        const kind = e.type === TYPE.select ? `select ${Object.keys(e.options).sort().join('|')}` : 'plural'
        found.add(`{${e.value}, ${kind}}`)
        for (const option of Object.values(e.options)) walk(option.value)
      }
    }
  }
  walk(parse(message))
  return [...found].sort()
}

/**
 * Issue 15: what is wrong with a language's messages beside English, by id: missing, extra, a text left as its id,
 * placeholders not the same, a text that does not parse.
 */
const catalogProblems = (english: Record<string, string>, other: Record<string, string>) => {
  const problems: Record<string, string[]> = { missing: [], extra: [], id: [], placeholders: [], syntax: [] }
  const push = (kind: string, id: string) => problems[kind]?.push(id)
  for (const id of Object.keys(english)) if (!other[id]?.trim()) push('missing', id)
  for (const [id, text] of Object.entries(other)) {
    const base = english[id]
    if (base === undefined) push('extra', id)
    else if (text.trim() === id) push('id', id)
    else
      try {
        if (placeholders(text).join() !== placeholders(base).join()) push('placeholders', id)
      } catch {
        push('syntax', id)
      }
  }
  return Object.fromEntries(Object.entries(problems).filter(([, ids]) => ids.length > 0))
}

describe('the locale-completeness check', () => {
  it('names the ids one language lacks or adds, texts left as ids, and placeholders that differ', () => {
    const english = { 'a.one': 'Add {price}', 'a.two': '{count, plural, one {# photo} other {# photos}}', 'a.id': 'x' }
    expect(
      catalogProblems(english, {
        'a.one': 'Añadir {precio}',
        'a.id': 'a.id',
        'a.new': 'Nuevo',
      }),
    ).toEqual({ missing: ['a.two'], extra: ['a.new'], id: ['a.id'], placeholders: ['a.one'] })
    expect(
      catalogProblems(english, {
        'a.one': 'Añadir {price}',
        'a.two': '{count, plural, one {# foto} many {# fotos} other {# fotos}}',
        'a.id': 'y',
      }),
    ).toEqual({})
    expect(
      catalogProblems({ s: '{kind, select, a {A} other {B}}' }, { s: '{kind, select, a {A} b {B} other {C}}' }),
    ).toEqual({ placeholders: ['s'] })
    expect(catalogProblems({ s: '{n}' }, { s: '{n' })).toEqual({ syntax: ['s'] })
  })
})

// Issue 15 point 1, Bad input: every language is complete beside English (areas included), with the same
// placeholders; a missing text falls back to English, never to its id.
describe('every language has every message', () => {
  it('there are messages for every supported language', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...SUPPORTED_LANGUAGES].sort())
  })

  it('English has no text left as its id and every text parses', () => {
    expect(catalogProblems(catalogs.en, catalogs.en)).toEqual({})
  })

  it.each(Object.keys(catalogs).filter((l) => l !== 'en'))('%s names every English id, alike', (language) => {
    expect(catalogProblems(catalogs.en, catalogs[language as keyof typeof catalogs])).toEqual({})
  })

  it('a page in a language the shop has no messages for gets English, and every page every id', () => {
    expect(messagesFor('xx')).toEqual(catalogs.en)
    for (const language of SUPPORTED_LANGUAGES)
      expect(Object.keys(messagesFor(language)).sort()).toEqual(Object.keys(catalogs.en).sort())
  })
})

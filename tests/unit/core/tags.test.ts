import { describe, expect, test } from 'vitest'
import { chooserImages, passesTagRule, passesTagRules, rulesInScope, type TagRule } from '../../../core/tags'

const image = (...slugs: string[]) => ({ tags: slugs.map((slug) => ({ slug })) })
const rule = (overrides: Partial<TagRule>): TagRule => ({ rule: 'filter', operator: 'ANY', tags: [], ...overrides })

describe('B §3 tag rules', () => {
  test.each([
    ['filter ANY keeps a photo with one of the tags', 'filter', 'ANY', ['a', 'z'], true],
    ['filter ANY drops a photo with none', 'filter', 'ANY', ['y', 'z'], false],
    ['filter ALL keeps a photo with all of them', 'filter', 'ALL', ['a', 'b'], true],
    ['filter ALL drops a photo missing one', 'filter', 'ALL', ['a', 'z'], false],
    ['exclude ANY drops a photo with one of the tags', 'exclude', 'ANY', ['a', 'z'], false],
    ['exclude ANY keeps a photo with none', 'exclude', 'ANY', ['y', 'z'], true],
    ['exclude ALL drops a photo with all of them', 'exclude', 'ALL', ['a', 'b'], false],
    ['exclude ALL keeps a photo missing one', 'exclude', 'ALL', ['a', 'z'], true],
    ['operator and rule are case-insensitive', 'FILTER', 'all', ['a', 'b'], true],
    ['an unknown operator reads as ANY', 'filter', 'SOME', ['a', 'z'], true],
    ['an unknown rule is inert', 'highlight', 'ANY', ['z'], true],
    ['a rule without tags passes every photo', 'filter', 'ALL', [], true],
  ])('B §3 tag rules: %s', (_name, ruleName, operator, tags, expected) => {
    expect(passesTagRule(image('a', 'b'), rule({ rule: ruleName, operator, tags }))).toBe(expected)
  })

  test('B §3 tag rules: tags match by slug, given as objects or strings', () => {
    expect(passesTagRule({ tags: ['a'] }, rule({ tags: [{ slug: 'a' }] }))).toBe(true)
    expect(passesTagRule({}, rule({ tags: ['a'] }))).toBe(false)
    expect(passesTagRule({ tags: null }, rule({ rule: 'exclude', tags: ['a'] }))).toBe(true)
  })

  test('B §5 tag rules: a photo passes a list only when it passes each rule', () => {
    const rules = [rule({ tags: ['a'] }), rule({ rule: 'exclude', tags: ['b'] })]
    expect(passesTagRules(image('a'), rules)).toBe(true)
    expect(passesTagRules(image('a', 'b'), rules)).toBe(false)
    expect(passesTagRules(image(), undefined)).toBe(true)
  })
})

describe('B §5 tag rule scopes', () => {
  const product = rule({ scope: 'product', tags: ['portrait'] })
  const images = rule({ scope: 'images', rule: 'exclude', tags: ['blurred'] })
  const yearbook = rule({ scope: 'yearbook', tags: ['headshot'] })
  const unscoped = rule({ rule: 'exclude', tags: ['hidden'] })

  test('B §5 tag rules: rules in a scope include rules without scope', () => {
    expect(rulesInScope([product, images, yearbook, unscoped], 'yearbook')).toEqual([yearbook, unscoped])
    expect(rulesInScope(null, 'product')).toEqual([])
  })

  test('B §5 tag rules: the chooser applies product and images rules, not yearbook rules', () => {
    const photos = [image('portrait'), image('portrait', 'blurred'), image('group'), image('portrait', 'hidden')]
    expect(chooserImages(photos, [product, images, yearbook, unscoped])).toEqual([photos[0]])
    expect(chooserImages(photos, undefined)).toEqual(photos)
  })
})

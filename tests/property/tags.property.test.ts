import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { chooserImages, passesTagRule, type TagRule } from '../../core/tags'

const slug = fc.constantFrom('a', 'b', 'c', 'd')
const image = fc.record({ tags: fc.uniqueArray(slug) })
const tags = fc.uniqueArray(slug, { minLength: 1 })

describe('B §3 tag rule properties', () => {
  test.prop([image, tags, fc.constantFrom('ANY', 'ALL')])(
    'B §3 tag rules: exclude keeps exactly the photos filter drops',
    (img, t, operator) => {
      const filter = passesTagRule(img, { rule: 'filter', operator, tags: t })
      expect(passesTagRule(img, { rule: 'exclude', operator, tags: t })).toBe(!filter)
    },
  )

  test.prop([image, tags])('B §3 tag rules: filter ALL ⇒ filter ANY', (img, t) => {
    if (passesTagRule(img, { rule: 'filter', operator: 'ALL', tags: t })) {
      expect(passesTagRule(img, { rule: 'filter', operator: 'ANY', tags: t })).toBe(true)
    }
  })

  test.prop([
    fc.array(image, { maxLength: 8 }),
    fc.array(
      fc.record({
        scope: fc.constantFrom('product', 'images', 'yearbook'),
        rule: fc.constantFrom('filter', 'exclude'),
        operator: fc.constantFrom('ANY', 'ALL'),
        tags,
      }) as fc.Arbitrary<TagRule>,
      { maxLength: 3 },
    ),
  ])('B §5 tag rules: the chooser keeps a subsequence and ignores yearbook rules', (images, rules) => {
    const kept = chooserImages(images, rules)
    expect(images.filter((i) => kept.includes(i))).toEqual(kept)
    expect(
      chooserImages(
        images,
        rules.filter((r) => r.scope !== 'yearbook'),
      ),
    ).toEqual(kept)
  })
})

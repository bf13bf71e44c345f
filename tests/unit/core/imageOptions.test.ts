import { describe, expect, test } from 'vitest'
import {
  chosenImageOptionCount,
  colourGroupOf,
  hasChosenImageOptions,
  imageOptionEntries,
  imageOptionsOffered,
  isTransparentImage,
  previewTint,
  savedImageOptions,
  shouldAskImageOptions,
  tintOf,
} from '../../../core/imageOptions'

describe('B §4 image options: when they are requested', () => {
  test('C §4 not for a shared photo, nor when the product set has no image option groups', () => {
    expect(imageOptionsOffered({ isShared: false }, [{}])).toBe(true)
    expect(imageOptionsOffered({}, [{}])).toBe(true)
    expect(imageOptionsOffered({ isShared: true }, [{}])).toBe(false)
    expect(imageOptionsOffered({ isShared: false }, [])).toBe(false)
    expect(imageOptionsOffered(null, [{}])).toBe(false)
  })

  test('B §4 a skip can be overridden when forced; saved options are not asked about again', () => {
    const skipped = { options: {}, changed: false, skipped: true }
    const changed = { options: {}, changed: true, skipped: false }
    expect(shouldAskImageOptions(undefined, false)).toBe(true)
    expect(shouldAskImageOptions(skipped, false)).toBe(false)
    expect(shouldAskImageOptions(skipped, true)).toBe(true)
    expect(shouldAskImageOptions(changed, false)).toBe(false)
    expect(shouldAskImageOptions(changed, true)).toBe(true)
  })
})

describe('B §2 image options modal: Done when at least one option is chosen, otherwise Skip', () => {
  test.each([
    [{}, false, 0],
    [{ a: { value: null } }, false, 0],
    [{ a: { value: [] }, b: { value: '  ' } }, false, 0],
    [{ a: { value: 'x' } }, true, 1],
    [{ a: { value: ['x'] }, b: { value: 'y' }, c: undefined }, true, 2],
  ])('options %o: chosen %s, count %i', (options, chosen, count) => {
    expect(hasChosenImageOptions(options)).toBe(chosen)
    expect(chosenImageOptionCount(options)).toBe(count)
  })
})

describe('C §4 storage per group type and the save request', () => {
  const groups = [
    { id: 'retouch', type: 'select' },
    { id: 'extras', type: 'checkbox' },
    { id: 'name', type: 'text' },
  ]

  test('saved order options become the stored value per group of one photo', () => {
    const saved = [
      { id: '1', image: 'p1', productOptionGroup: { id: 'retouch' }, value: 'basic', notes: null },
      { id: '2', image: 'p2', productOptionGroup: { id: 'retouch' }, value: 'full', notes: 'x' },
      { id: '3', image: 'p1', productOptionGroup: { id: 'extras' }, value: ['a'], notes: 'gently' },
    ]
    expect(savedImageOptions(saved, 'p1')).toEqual({
      retouch: { value: 'basic', notes: '' },
      extras: { value: ['a'], notes: 'gently' },
    })
  })

  test('C §5 one entry per group, values trimmed; a group without a choice is sent blank to clear it', () => {
    const entries = imageOptionEntries('p1', groups, {
      retouch: { value: 'basic', notes: '  keep freckles ' },
      name: { value: '  Emma  ' },
    })
    expect(entries).toEqual([
      {
        image: 'p1',
        productOptionGroup: 'retouch',
        productOption: 'basic',
        value: 'basic',
        notes: 'keep freckles',
      },
      { image: 'p1', productOptionGroup: 'extras', productOption: null, value: [] },
      { image: 'p1', productOptionGroup: 'name', productOption: null, value: 'Emma' },
    ])
    expect(
      imageOptionEntries('p1', [groups[0] as (typeof groups)[number]], { retouch: { value: null, notes: 'x' } }),
    ).toEqual([{ image: 'p1', productOptionGroup: 'retouch', productOption: null, value: null }])
  })
})

describe('B §5 other: the tinted preview of a transparent photo', () => {
  const knockout = { mimeType: 'image/jpeg', isKnockedOut: true }

  test('a PNG or a knocked-out photo is transparent', () => {
    expect(isTransparentImage(knockout)).toBe(true)
    expect(isTransparentImage({ mimeType: 'image/png' })).toBe(true)
    expect(isTransparentImage({ mimeType: 'image/jpeg', isKnockedOut: false })).toBe(false)
  })

  test('the colour-type group is the one about colour or tone', () => {
    const groups = [{ label: 'Retouching' }, { label: 'Colour tone' }]
    expect(colourGroupOf(groups)).toEqual({ label: 'Colour tone' })
    expect(colourGroupOf([{ label: 'Backdrop' }])).toBeNull()
  })

  test.each([
    ['Black & white', 'grayscale'],
    ['B&W', 'grayscale'],
    ['Sepia', 'sepia'],
    ['Full colour', null],
    [null, null],
  ])('option %s tints %s', (label, tint) => {
    expect(tintOf(label)).toBe(tint)
  })

  test('only a transparent, already loaded photo with a colour option chosen gets the tint', () => {
    expect(previewTint({ image: knockout, colourOptionLabel: 'Sepia', cached: true })).toBe('sepia')
    expect(previewTint({ image: knockout, colourOptionLabel: 'Sepia', cached: false })).toBeNull()
    expect(previewTint({ image: knockout, colourOptionLabel: null, cached: true })).toBeNull()
    expect(previewTint({ image: { mimeType: 'image/jpeg' }, colourOptionLabel: 'Sepia', cached: true })).toBeNull()
  })
})

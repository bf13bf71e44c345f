import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NO_TEXTS, overlayTexts, type StoreTexts, storeTextsOf } from '../../../core/storeTexts'

// Issue 15 point 1: the store's texts in a language laid over the base texts, text by text.
const texts = storeTextsOf([
  { entityId: 'p1', field: 'information.label', text: 'Impresión 8×10' },
  { entityId: 'p1', field: 'parameters.discounts.0.label', text: 'Precio de oferta' },
  { entityId: 'g1', field: 'label', text: 'Acabado del papel' },
  { entityId: 'g1', field: 'parameters.placeholder', text: 'p. ej. Ana' },
  { entityId: 'f1', field: 'parameters.choices.1.label', text: 'Grado 1' },
  { entityId: 's1', field: 'settings.digitalLicence', text: 'Licencia' },
])

const product = {
  id: 'p1',
  information: { label: '8×10 print', text: 'One print.' },
  parameters: { discounts: [{ key: 'sale', label: 'Sale price', cost: 5 }] },
  productOptionGroups: [{ id: 'g1', label: 'Paper finish', description: null, parameters: {} }],
}

describe('overlayTexts', () => {
  it.each([
    ['a nested field of the record', (p: typeof product) => p.information.label, 'Impresión 8×10'],
    ['a field without a text keeps the base text', (p: typeof product) => p.information.text, 'One print.'],
    ['an item of a list by its place', (p: typeof product) => p.parameters.discounts[0]?.label, 'Precio de oferta'],
    ['a record inside another', (p: typeof product) => p.productOptionGroups[0]?.label, 'Acabado del papel'],
  ])('%s', (_, read, expected) => {
    expect(read(overlayTexts(product, texts))).toBe(expected)
  })

  it('never adds a field the base text leaves out, nor replaces what is not a text', () => {
    const group = overlayTexts({ id: 'g1', label: 'Finish', parameters: {} }, texts)
    expect(group.parameters).toEqual({})
    const form = overlayTexts({ id: 'f1', parameters: { choices: [{ label: 'K' }] } }, texts)
    expect(form.parameters.choices).toEqual([{ label: 'K' }])
    const store = overlayTexts({ id: 's1', settings: { digitalLicence: null } }, texts)
    expect(store.settings.digitalLicence).toBeNull()
  })

  it('leaves the value it was given as it was (cached values are shared)', () => {
    const before = structuredClone(product)
    overlayTexts(product, texts)
    expect(product).toEqual(before)
  })

  it('answers the value itself when there are no texts (the base language)', () => {
    expect(overlayTexts(product, NO_TEXTS)).toBe(product)
  })

  it('keeps a JSON key __proto__ as an own key of the copy, with its texts', () => {
    const value = JSON.parse('{"id":"p1","__proto__":{"name":"base"},"name":"Print"}')
    const viaProto: StoreTexts = new Map([
      [
        'p1',
        new Map([
          ['__proto__.name', 'Bild'],
          ['name', 'Abzug'],
        ]),
      ],
    ])
    const out = overlayTexts(value, viaProto)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.hasOwn(out, '__proto__')).toBe(true)
    expect(out).toEqual(JSON.parse('{"id":"p1","__proto__":{"name":"Bild"},"name":"Abzug"}'))
  })

  it('changes nothing of a value no text names (property)', () => {
    const json = fc.jsonValue().filter((v) => JSON.stringify(v).indexOf('"id"') === -1)
    fc.assert(
      fc.property(json, (value) => {
        expect(overlayTexts(value, texts)).toEqual(value)
      }),
    )
  })
})

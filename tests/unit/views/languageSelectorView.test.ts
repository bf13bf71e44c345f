import { describe, expect, it } from 'vitest'
import { languageSelectorView } from '../../../machines/languageSelectorView'

// B §2: the language selector reloads the current page with the query parameter `language` holding the language id;
// it is hidden when only one language is supported. B §9: the parameter is `language`.
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })
const CATALOG = '/cart/abc/catalog/category/prints'

describe('the language selector', () => {
  it('is hidden when the store offers one language', () => {
    const view = languageSelectorView({ offered: ['en'], current: 'en', location: at(CATALOG) })
    expect(view.shown).toBe(false)
  })

  it('names each language in itself, in the store’s order, and marks the page’s', () => {
    const view = languageSelectorView({ offered: ['en', 'es'], current: 'es', location: at(CATALOG) })
    expect(view.shown).toBe(true)
    expect(view.current).toBe('es')
    expect(view.options.map((o) => [o.id, o.label, o.current])).toEqual([
      ['en', 'English', false],
      ['es', 'Español', true],
    ])
  })

  it.each([
    [at(CATALOG), 'es', `${CATALOG}?language=es`],
    // The other query parameters stay; a language already there is replaced, not repeated.
    [at('/cart/abc/view', '?errorCode=invalid&oid=42'), 'es', '/cart/abc/view?errorCode=invalid&oid=42&language=es'],
    [at('/cart/abc/view', '?language=es&oid=42'), 'en', '/cart/abc/view?language=en&oid=42'],
    [at('/cart/abc/view', '?language=en_US'), 'es', '/cart/abc/view?language=es'],
    // The fragment stays too.
    [at('/', '?x=1', '#code'), 'es', '/?x=1&language=es#code'],
    // A parameter value with reserved characters is encoded again, never broken.
    [at('/cart/abc/view', '?subject=a%26b'), 'en', '/cart/abc/view?subject=a%26b&language=en'],
  ])('at %j, %s reloads %s', (location, id, href) => {
    const view = languageSelectorView({ offered: ['en', 'es'], current: 'en', location })
    expect(view.options.find((o) => o.id === id)?.href).toBe(href)
  })
})

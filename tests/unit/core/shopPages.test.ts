import { describe, expect, it } from 'vitest'
import { galleryIdOf, shopPageOf } from '../../../core/shopPages'

// B §2 and C §2 routes below the shop's basename: the page a path shows decides which chunks the server preloads
// (server/preload.ts).
describe('the shop page of an in-shop path', () => {
  it.each([
    ['/', 'catalog'],
    ['/catalog', 'catalog'],
    ['/catalog/category/prints', 'catalog'],
    ['/galleries', 'galleries'],
    ['/galleries/g1/images', 'galleryImages'],
    ['/yearbook', 'yearbook'],
    ['/view', 'cart'],
    ['/checkout/customerDetails', 'checkout'],
    ['/checkout/payment', 'payment'],
    ['/payment/result', 'paymentResult'],
    ['/order/complete/o1', 'orderComplete'],
    ['/order/ABCD1234', 'order'],
  ])('%s shows %s', (path, page) => {
    expect(shopPageOf(path)).toBe(page)
  })

  it('a path of no page shows none (the shop says not found)', () => {
    expect(shopPageOf('/catalogue')).toBeNull()
    expect(shopPageOf('/nowhere')).toBeNull()
  })
})

describe('the gallery an in-shop path shows', () => {
  it('is the id in a gallery images path, and none elsewhere', () => {
    expect(galleryIdOf('/galleries/g1/images')).toBe('g1')
    expect(galleryIdOf('/galleries')).toBeNull()
    expect(galleryIdOf('/catalog')).toBeNull()
  })
})

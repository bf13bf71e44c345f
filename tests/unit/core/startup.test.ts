import { describe, expect, it } from 'vitest'
import { homeRoute, isCartPaused, isStagePaused, isStoreRejected } from '../../../core/startup'

describe('B §2 root path: the home route', () => {
  it.each([
    ['no stage', null, false, '/catalog'],
    ['a re-order starting on the catalog', { type: 're-order', startLocation: 'catalog' }, false, '/catalog'],
    ['a re-order starting on photos', { type: 're-order', startLocation: 'photos' }, false, '/galleries'],
    ['a pre-order stage starting on photos', { type: 'pre-order', startLocation: 'photos' }, false, '/catalog'],
    ['a pre-order product set on a photos stage', { type: 're-order', startLocation: 'photos' }, true, '/catalog'],
  ] as const)('%s goes to %s', (_, stage, preOrder, expected) => {
    expect(homeRoute(stage, preOrder)).toBe(expected)
  })
})

describe('B §4 cart availability', () => {
  it('only a paused stage makes the cart unavailable', () => {
    expect(isStagePaused({ type: 'pause', startLocation: 'catalog' })).toBe(true)
    expect(isStagePaused({ type: 're-order', startLocation: 'catalog' })).toBe(false)
    expect(isStagePaused(null)).toBe(false)
  })

  it.each([
    [true, '/catalog', false],
    [false, '/catalog', true],
    [false, '/', true],
    [false, '/order/ABC123', false],
  ])('cart available %s on %s: rejected %s', (available, path, rejected) => {
    expect(isStoreRejected(available, path)).toBe(rejected)
  })

  // Interpretation (issue 14): the order path is a placed order's page, not the cart, so a pause does not close it.
  it.each([
    ['pause', '/catalog', true],
    ['pause', '/order/K7M2QX9P', false],
    ['pause', '/order/complete/1', false],
    ['re-order', '/catalog', false],
  ] as const)('a %s stage on %s: cart paused %s', (type, path, paused) => {
    expect(isCartPaused({ type, startLocation: 'catalog' }, path)).toBe(paused)
  })
})

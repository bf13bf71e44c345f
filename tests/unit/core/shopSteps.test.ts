import { describe, expect, it } from 'vitest'
import { shopSteps, stepOfPath } from '../../../core/shopSteps'

const stage = (type: 'pre-order' | 're-order', showGalleryImages: boolean, yearbookSelection: boolean) => ({
  type,
  showGalleryImages,
  yearbookSelection,
})

describe('shopSteps (issue 16 point 4: Photos, Yearbook, Products, Cart, Checkout following the stage)', () => {
  it.each([
    [
      're-order with photos and a yearbook choice',
      stage('re-order', true, true),
      false,
      true,
      true,
      ['photos', 'yearbook', 'products', 'cart', 'checkout'],
    ],
    [
      're-order with photos, no yearbook',
      stage('re-order', true, false),
      false,
      true,
      true,
      ['photos', 'products', 'cart', 'checkout'],
    ],
    [
      'yearbook without a student: the choice is a subject’s (B §4)',
      stage('re-order', true, true),
      false,
      true,
      false,
      ['photos', 'products', 'cart', 'checkout'],
    ],
    [
      'photos hidden by the stage',
      stage('re-order', false, false),
      false,
      true,
      true,
      ['products', 'cart', 'checkout'],
    ],
    ['no gallery to open', stage('re-order', true, false), false, false, true, ['products', 'cart', 'checkout']],
    [
      'pre-order stage: picture day is still to come',
      stage('pre-order', true, false),
      false,
      true,
      true,
      ['products', 'cart', 'checkout'],
    ],
    ['pre-order product set', stage('re-order', true, false), true, true, true, ['products', 'cart', 'checkout']],
    ['no session', null, false, true, true, ['products', 'cart', 'checkout']],
  ] as const)('%s', (_, s, preOrder, hasGalleries, hasSubject, expected) => {
    expect(shopSteps({ stage: s, preOrder, hasGalleries, hasSubject })).toEqual(expected)
  })
})

describe('stepOfPath (B §2 routes)', () => {
  it.each([
    ['/galleries', 'photos'],
    ['/galleries/abc/images', 'photos'],
    ['/yearbook', 'yearbook'],
    ['/catalog', 'products'],
    ['/catalog/category/prints', 'products'],
    ['/view', 'cart'],
    ['/checkout/customerDetails', 'checkout'],
    ['/checkout/payment', 'checkout'],
    ['/payment/result', 'checkout'],
    ['/order/complete/abc', null],
    ['/order/ABCD2345', null],
    ['/galleriesx', null],
    ['/nowhere', null],
  ] as const)('%s is %s', (path, step) => {
    expect(stepOfPath(path)).toBe(step)
  })
})

import { describe, expect, test } from 'vitest'
import { orderedImageIds } from '../../../core/orderedPhotos'

describe('B §2 ordered-photo badge', () => {
  test('B §2 ordered-photo badge: every photo on a node of the order counts, inside packages too', () => {
    const order = {
      orderItems: [
        { orderItemNodes: [{ image: 'a' }, { image: 'b' }], orderItems: [{ orderItemNodes: [{ image: 'c' }] }] },
        { orderItemNodes: [{ image: 'a' }] },
      ],
    }
    expect([...orderedImageIds(order)].sort()).toEqual(['a', 'b', 'c'])
  })

  test('B §2 ordered-photo badge: no order, no badge', () => {
    expect(orderedImageIds(null).size).toBe(0)
  })
})

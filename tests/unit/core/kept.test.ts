import { fc, test as prop } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { keptByKey, keptFor } from '../../../core/kept'

describe('keptFor and keptByKey: one derived object per input (issue 17 point 3)', () => {
  it('makes the value once per owner and hands the same object back after', () => {
    const cache = new WeakMap<object, { n: number }>()
    const owner = {}
    let made = 0
    const first = keptFor(cache, owner, () => ({ n: ++made }))
    expect(keptFor(cache, owner, () => ({ n: ++made }))).toBe(first)
    expect(made).toBe(1)
    expect(keptFor(cache, {}, () => ({ n: ++made }))).toEqual({ n: 2 })
  })

  prop.prop([fc.array(fc.tuple(fc.nat(3), fc.constantFrom('a', 'b', 'c')), { maxLength: 30 })])(
    'keeps one value per owner and key: the same pair gives the same object, another pair its own',
    (calls) => {
      const owners = [{}, {}, {}, {}]
      const cache = new WeakMap<object, Map<string, { owner: number; key: string }>>()
      const seen = new Map<string, object>()
      for (const [o, key] of calls) {
        const value = keptByKey(cache, owners[o] as object, key, () => ({ owner: o, key }))
        expect(value).toEqual({ owner: o, key })
        const id = `${o}:${key}`
        if (seen.has(id)) expect(value).toBe(seen.get(id))
        seen.set(id, value)
      }
    },
  )
})

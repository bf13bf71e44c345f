import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  generateAccessCode,
  isGeneratedAccessCode,
} from '../../core/accessCode'

/** A random byte stream: the bytes given, then (once they run out) the bytes 0, 1, 2 ... */
const stream = (bytes: number[]) => {
  let next = 0
  return (size: number) =>
    Uint8Array.from({ length: size }, () => {
      const byte = bytes[next] ?? next % 240
      next += 1
      return byte
    })
}

describe('issue 11 point 1: access code properties', () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 })])(
    'any byte stream gives a code of the length, from the alphabet, that the tools would accept',
    (bytes) => {
      const code = generateAccessCode(stream(bytes))
      expect(code).toHaveLength(ACCESS_CODE_LENGTH)
      expect([...code].every((ch) => ACCESS_CODE_ALPHABET.includes(ch))).toBe(true)
      expect(isGeneratedAccessCode(code)).toBe(true)
    },
  )

  test.prop([fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 })])(
    'each character comes from the next byte below 240, in order (bytes 240-255 are drawn again)',
    (bytes) => {
      const code = generateAccessCode(stream(bytes))
      const used = [...bytes, ...Array.from({ length: 64 }, (_, i) => (bytes.length + i) % 240)]
        .filter((b) => b < 240)
        .slice(0, ACCESS_CODE_LENGTH)
      expect(code).toBe(used.map((b) => ACCESS_CODE_ALPHABET[b % ACCESS_CODE_ALPHABET.length]).join(''))
    },
  )
})

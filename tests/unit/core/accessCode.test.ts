import { describe, expect, test } from 'vitest'
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  generateAccessCode,
  isGeneratedAccessCode,
  LOOK_ALIKES,
} from '../../../core/accessCode'

/** Hands out the given bytes in order, as many as asked for each call. */
const bytesFrom = (bytes: number[]) => {
  let next = 0
  return (size: number) => Uint8Array.from({ length: size }, () => bytes[next++] ?? 0)
}

describe('issue 11 point 1: generated access codes', () => {
  test('the alphabet has no look-alike characters (0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V, G/6) and no repeats', () => {
    for (const ch of LOOK_ALIKES) expect(ACCESS_CODE_ALPHABET).not.toContain(ch)
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(ACCESS_CODE_ALPHABET.length)
    expect(ACCESS_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/)
    expect(ACCESS_CODE_LENGTH).toBeGreaterThanOrEqual(8)
  })

  test.each([
    ['byte i picks character i', [0, 1, 2, 3, 4, 5, 6, 7], 'ACEFHJKM'],
    ['bytes wrap around the alphabet (20 → first, 39 → last)', [20, 39, 40, 59, 219, 220, 239, 0], 'A9A99A9A'],
    ['bytes 240 to 255 are drawn again', [240, 255, 250, 1, 2, 3, 4, 5, 6, 7, 8], 'CEFHJKMN'],
  ])('%s', (_, bytes, code) => {
    expect(generateAccessCode(bytesFrom(bytes))).toBe(code)
  })

  test('no modulo bias: each character is made by exactly 12 of the 256 byte values, the other 16 draw again', () => {
    const counts = new Map<string, number>()
    for (let byte = 0; byte < 256; byte++) {
      const code = generateAccessCode(bytesFrom([byte]), 1)
      if (byte < 240) counts.set(code, (counts.get(code) ?? 0) + 1)
      else expect(code).toBe(ACCESS_CODE_ALPHABET[0]) // the next byte of the stream (0)
    }
    expect([...counts.keys()].sort()).toEqual([...ACCESS_CODE_ALPHABET].sort())
    expect(new Set(counts.values())).toEqual(new Set([12]))
  })

  test('a longer code when asked for', () => {
    expect(generateAccessCode(bytesFrom(Array.from({ length: 12 }, (_, i) => i)), 12)).toBe('ACEFHJKMNPRT')
  })

  test.each([
    ['K7MX4PHT', true],
    ['ACEFHJKMNP', true],
    ['K7MX4PH', false],
    ['K7MX-4PHT', false],
    ['EMMA-2026', false],
    ['k7mx4pht', false],
    ['K0MX4PHT', false],
  ])('%s is a generated code: %s', (code, ok) => {
    expect(isGeneratedAccessCode(code)).toBe(ok)
  })
})

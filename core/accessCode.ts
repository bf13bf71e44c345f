// Issue 11 point 1, DESIGN decision 13: access codes that tools create are random and easy to read off a flyer.
// A code opens a child's name and photos, so it must not be guessable: 8 characters from 20 give 20^8 ≈ 2.6e10
// codes, against at most a few dozen wrong guesses an hour from one address (server/accessCodeLimits.ts).

/**
 * Characters that a parent reading a printed flyer confuses with another (0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V), and
 * G, which reads as 6 (6 is kept).
 */
export const LOOK_ALIKES = '0ODQ1IL2Z5S8BUVG'

/** Upper-case letters and digits without the look-alikes: what generated codes are made of. */
export const ACCESS_CODE_ALPHABET = 'ACEFHJKMNPRTWXY34679'

export const ACCESS_CODE_LENGTH = 8

/** Cryptographic random bytes, `size` of them (node:crypto randomBytes on the server; a fixed stream in tests). */
export type RandomBytes = (size: number) => Uint8Array

/**
 * A new access code. Each character takes one random byte; bytes at or above the largest multiple of the alphabet's
 * size are thrown away (rejection sampling), so every character is equally likely: 240 = 12 × 20 bytes map to each
 * character 12 times, the 16 others draw again.
 */
export const generateAccessCode = (randomBytes: RandomBytes, length = ACCESS_CODE_LENGTH): string => {
  const size = ACCESS_CODE_ALPHABET.length
  const accepted = 256 - (256 % size)
  let code = ''
  while (code.length < length) {
    for (const byte of randomBytes(length - code.length)) {
      if (byte < accepted) code += ACCESS_CODE_ALPHABET[byte % size]
    }
  }
  return code
}

const GENERATED = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH},}$`)

/** A code as the tools make them: at least 8 characters, all from the alphabet without look-alikes. */
export const isGeneratedAccessCode = (code: string): boolean => GENERATED.test(code)

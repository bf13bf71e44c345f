import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { missingOptional } from '../../scripts/lock-optional.mjs'

describe('README quick start: npm ci accepts the lock file', () => {
  it('every optional package of another platform is recorded (run npm run lock:optional)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
    expect(missingOptional(lock)).toEqual([])
  })
})

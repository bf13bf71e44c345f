// Issue 17 point 1: which encoding an Accept-Encoding header takes (RFC 9110 §12.5.3): brotli before gzip, q-values
// respected, identity when neither is acceptable.
import { describe, expect, it } from 'vitest'
import { chooseEncoding, isCompressible, varyOnEncoding } from '../../../server/compression'

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })

  it('only what is offered: a file with only its .gz beside it', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br', ['gzip'])).toBe(null)
  })
})

describe('isCompressible', () => {
  it.each([
    ['application/json', true],
    ['text/html; charset=UTF-8', true],
    ['text/javascript; charset=utf-8', true],
    ['text/css', true],
    ['image/svg+xml', true],
    ['image/jpeg', false],
    ['image/webp', false],
    ['image/png', false],
    ['application/zip', false],
    ['application/pdf', false],
    ['text/event-stream', false],
    [null, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected)
  })
})

describe('varyOnEncoding', () => {
  it.each([
    [null, 'Accept-Encoding'],
    ['Accept-Language', 'Accept-Language, Accept-Encoding'],
    ['accept-encoding', 'accept-encoding'],
    ['*', '*'],
  ])('Vary %s → %s', (before, after) => {
    const headers = new Headers(before === null ? {} : { Vary: before })
    varyOnEncoding(headers)
    expect(headers.get('Vary')).toBe(after)
  })
})

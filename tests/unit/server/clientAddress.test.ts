import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { addressKey, clientAddress, trustedProxies } from '../../../server/clientAddress'

const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

/** The address an app sees for a request from `peer` with these headers, trusting `proxies` proxies. */
const seen = async (proxies: number, peer: string | null, headers: Record<string, string> = {}) => {
  const app = new Hono().get('/', (c) => c.text(String(clientAddress(c, proxies))))
  return (await app.request('/', { headers }, peer === null ? undefined : socket(peer))).text()
}

describe('issue 11 point 1: the client address of the access-code limits', () => {
  test.each([
    ['no proxy: the socket peer, whatever X-Forwarded-For says', 0, { 'X-Forwarded-For': '203.0.113.9' }, '10.0.0.5'],
    [
      'one proxy: the entry it added (the last), not the client-sent first',
      1,
      { 'X-Forwarded-For': '1.2.3.4, 203.0.113.9' },
      '203.0.113.9',
    ],
    [
      'two proxies: the entry the outer one added',
      2,
      { 'X-Forwarded-For': '1.2.3.4, 203.0.113.9, 10.0.0.7' },
      '203.0.113.9',
    ],
    ['a proxy that sent no header: the socket peer', 1, {}, '10.0.0.5'],
    ['fewer entries than proxies: the socket peer', 2, { 'X-Forwarded-For': '203.0.113.9' }, '10.0.0.5'],
  ])('%s', async (_, proxies, headers, address) => {
    expect(await seen(proxies, '10.0.0.5', headers)).toBe(address)
  })

  test('no socket (app.fetch called directly): no address', async () => {
    expect(await seen(0, null)).toBe('null')
  })

  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:DB8:85A3::8A2E:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3:0000:ffff:ffff:ffff:ffff', '2001:db8:85a3:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s (IPv6 by its /64)', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })

  test.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['10', 10],
    ['11', null],
    ['-1', null],
    ['yes', null],
    ['1.5', null],
  ])('TRUST_PROXY=%s is %s', (raw, proxies) => {
    expect(trustedProxies(raw)).toBe(proxies)
  })
})

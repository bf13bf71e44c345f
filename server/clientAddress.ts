// Issue 11 point 1: wrong access codes are counted per client address (server/accessCodeLimits.ts).
import { isIPv4, isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** TRUST_PROXY as a number of proxies (0 to 10); null when it is not one. Unset or blank is 0. */
export const trustedProxies = (raw: string | undefined): number | null => {
  if (raw === undefined || raw.trim() === '') return 0
  const n = Number(raw)
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : null
}

const socketAddress = (c: Context): string | null => {
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    // No Node socket behind the request (app.fetch called directly).
    return null
  }
}

/**
 * The address a request came from: the socket's peer; behind `proxies` trusted reverse proxies, the entry of
 * X-Forwarded-For that the outermost of them added. Each proxy appends the address it saw, so the entries before that
 * one are whatever the client sent and prove nothing: the first entry must not be trusted.
 */
export const clientAddress = (c: Context, proxies: number): string | null => {
  if (proxies > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
    const added = chain[chain.length - proxies]
    if (added) return added
  }
  return socketAddress(c)
}

/** The eight groups of an IPv6 address, expanded and in lower case (an embedded IPv4 becomes the last two). */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.toLowerCase().split('::')
  const parts = (s: string) => (s === '' ? [] : s.split(':'))
  const left = parts(head)
  const right = tail === undefined ? [] : parts(tail)
  const withV4 = right.length > 0 ? right : left
  const v4 = withV4.at(-1)
  if (v4?.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number)
    withV4.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
  }
  const zeros = Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((g) => g.replace(/^0+(?=.)/, ''))
}

/**
 * What a limit counts an address as: an IPv4 address as it is (also when mapped into IPv6, ::ffff:a.b.c.d); an IPv6
 * address by its /64 network, since one subscriber is handed a whole /64 and could otherwise change address at will.
 */
export const addressKey = (address: string): string => {
  const bare = address.replace(/%.*$/, '')
  if (isIPv4(bare) || !isIPv6(bare)) return bare
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [hi = 0, lo = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16))
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

// Issue 11 point 7: the attack kept as a test. Requests generated with fast-check over the API's own route table:
// wrong types, huge and non-finite numbers, NUL, lone surrogates, deep nesting, long strings, in paths, queries and
// bodies (random ones, and valid ones with one value spoiled). None answers 5xx; every 4xx has the
// {error:{code,message,fields}} body; and afterwards every order still reads, for its owner and for the admin.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { makeOwner, type Owned, routeTable, validRequest } from './attackFixture'
import { type Api, decode, startApi } from './harness'

const RUNS = 2_000
const ADMIN = 'admin-secret-token'
const routes = routeTable()

/** Stands for raw JSON text: a non-finite number (JSON.stringify cannot write one) or deep nesting. */
const RAW = '\u0001raw:'
const raw = (text: string) => `${RAW}${text}`

const nasty = fc.oneof(
  fc.constantFrom<unknown>(
    raw('1e400'),
    raw('-1e400'),
    raw('1e-400'),
    2_147_483_647,
    2_147_483_648,
    raw('9007199254740993'),
    -1,
    0,
    -0,
    0.5,
    1e21,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '1e+100',
    'NaN',
    'Infinity',
    '2026-02-30',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table orders; --",
    true,
    false,
    null,
    [],
    {},
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  // Nested as text: a value 6,000 deep would overflow fast-check's own printing of a counterexample.
  fc.integer({ min: 30, max: 6_000 }).map((n) => raw(`${'['.repeat(n)}${']'.repeat(n)}`)),
  fc.uuid(),
)

const anyJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value

type Path = (string | number)[]
/** The paths of a JSON value's parts, the value itself first. */
const pathsOf = (value: unknown, at: Path = []): Path[] => [
  at,
  ...(Array.isArray(value)
    ? value.flatMap((v, i) => pathsOf(v, [...at, i]))
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))
      : []),
]
const replaced = (value: unknown, path: Path, by: unknown): unknown => {
  if (path.length === 0) return by
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>
  copy[head as string] = replaced(copy[head as string], rest, by)
  return copy
}

/** Path parameters: the owner's real ids mostly (so the request reaches the service), else something odd. */
const oddSegment = fc.oneof(
  nasty.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'))),
  fc.constantFrom('%00', '%ud800', '..', '%2e%2e%2f', '1e400', '-1', '99999999999999999999'),
)

const attack = fc.record({
  route: fc.constantFrom(...routes),
  pathSpoil: fc.option(oddSegment, { freq: 3 }),
  query: fc.array(
    fc.tuple(
      fc.constantFrom('page', 'pageSize', 'password', 'accessCode', 'orderId', 'imageId', 'imageCropId', 'q'),
      oddSegment,
    ),
    { maxLength: 3 },
  ),
  body: fc.oneof(
    fc.record({ kind: fc.constant('spoiled'), at: fc.nat(), by: anyJson }),
    fc.record({ kind: fc.constant('random'), value: anyJson }),
    fc.record({
      kind: fc.constant('text'),
      value: fc.constantFrom(
        '{',
        '{"a":1e400}',
        '[1,2',
        '"\\ud800"',
        'null',
        '',
        'x'.repeat(70_000),
        '{"a":"\\u0000"}',
      ),
    }),
  ),
})

let api: Api
let owner: Owned
let other: Owned

beforeAll(async () => {
  api = await startApi({ photos: true })
  owner = await makeOwner(api)
  other = await makeOwner(api)
}, 60_000)
afterAll(() => api.close())

/** A path segment as a client would send it; a lone surrogate goes as the invalid UTF-8 bytes of one. */
const percentEncoded = (text: string) =>
  text.replace(/[\s\S]/gu, (c) => (c.length === 1 && /[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))

/** The JSON text, with the stand-ins for raw numbers and deep nesting written raw. */
const toText = (body: unknown) => JSON.stringify(body)?.replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), '$1')

const build = (a: typeof attack extends fc.Arbitrary<infer T> ? T : never) => {
  const valid = validRequest(a.route, owner)
  let path = valid.path
  if (a.pathSpoil !== null) {
    const segments = path.split('?')[0]?.split('/') ?? []
    const ids = segments.map((s, i) => (/^[0-9a-f-]{36}$/.test(s) ? i : -1)).filter((i) => i >= 0)
    const at = ids[a.pathSpoil.length % Math.max(ids.length, 1)]
    if (at !== undefined) segments[at] = percentEncoded(a.pathSpoil).slice(0, 2000)
    path = segments.join('/') + (path.includes('?') ? `?${path.split('?')[1]}` : '')
  }
  if (a.query.length) {
    const q = new URLSearchParams(a.query.map(([k, v]) => [k, v.slice(0, 2000)]))
    path += (path.includes('?') ? '&' : '?') + q.toString()
  }
  let text: string | undefined
  if (a.body.kind === 'text') text = a.body.value
  else if (a.body.kind === 'random') text = toText(a.body.value)
  else if (valid.body !== undefined) {
    const paths = pathsOf(valid.body)
    text = toText(replaced(valid.body, paths[a.body.at % paths.length] ?? [], a.body.by))
  } else text = toText(a.body.by)
  return { path, text }
}

describe('fuzz: bad input never breaks the API or an order (issue 11 point 7)', () => {
  it(`${RUNS} generated requests: no 5xx, the error body on every 4xx, orders still read`, async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(attack, fc.constantFrom(owner, other), async (a, as) => {
        const { path, text } = build(a)
        const headers: Record<string, string> = {
          Authorization: `Bearer ${as.token}`,
          'Content-Type': 'application/json',
        }
        const init: RequestInit = { method: a.route.method, headers }
        if (text !== undefined && a.route.method !== 'GET') init.body = text
        const res = await api.request(path, init)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        const answer = await res.text()
        expect(res.status, `${a.route.method} ${path}\n${text?.slice(0, 300)}\n→ ${answer.slice(0, 300)}`).toBeLessThan(
          500,
        )
        if (res.status >= 400) {
          const body = await decode(ErrorBody, new Response(answer))
          expect(body.error.code).toMatch(/^[a-z0-9_]+$/)
          expect(body.error.message.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    )
    console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((x, y) => x[0] - y[0])))}`)
    const { rows } = await api.db.query<{ id: string; store_user: string }>(
      'select id, store_user_id as store_user from orders',
    )
    const tokenOf = new Map([owner, other].map((o) => [o.storeUser, o.token]))
    expect(rows.length).toBeGreaterThan(2)
    for (const { id, store_user } of rows) {
      expect((await api.get(`/orders/${id}`, ADMIN)).status, `admin reads ${id}`).toBe(200)
      expect((await api.get(`/orders/${id}`, tokenOf.get(store_user) ?? '')).status, `owner reads ${id}`).toBe(200)
    }
  }, 600_000)
})

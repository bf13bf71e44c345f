// Issue 11 point 1: access codes resist guessing. Wrong codes are limited per client address and per store user
// (WRONG_CODES_ALLOWED in WRONG_CODES_WINDOW_SECONDS), counted in the database, so the limit holds across API
// processes; a limited client is refused even with a right code (docs/api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { WRONG_CODES_ALLOWED, WRONG_CODES_WINDOW_SECONDS } from '../../server/accessCodeLimits'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const ZOE = demoId('subject:limits-zoe')

let api: Api

beforeAll(async () => {
  api = await startApi()
  await api.db.query(
    `insert into subjects (id, client_session_id, access_code, first_name, last_name) values ($1, $2, 'ZOE-2026', 'Zoe', 'Park')`,
    [ZOE, SPRING],
  )
})
afterAll(() => api.close())

type Ask = (path: string, token: string, address: string, headers?: Record<string, string>) => Promise<Response>

const viaHarness: Ask = (path, token, address, headers = {}) =>
  api.request(path, { headers: { Authorization: `Bearer ${token}`, ...headers } }, address)

/** The home page's search (B §7 GET /search/by_code) with `code`. */
const search = (code: string, token: string, address: string, ask: Ask = viaHarness, headers = {}) =>
  ask(`/search/by_code?accessCode=${encodeURIComponent(code)}`, token, address, headers)

/** The shop's code form (B §7 GET /client_sessions/{id}/subjects?password=). */
const unlock = (code: string, token: string, address: string) =>
  viaHarness(`/client_sessions/${SPRING}/subjects?password=${encodeURIComponent(code)}`, token, address)

let guesses = 0
/** A code that opens nothing, new each time. */
const wrongCode = () => {
  guesses += 1
  return `NOPE-${String(guesses).padStart(4, '0')}`
}

const expectWrong = async (res: Response) => {
  expect(res.status).toBe(404)
  expect((await decode(ErrorBody, res)).error.fields?.accessCode).toBe(
    'multi_child_ordering.error_search_found_no_subjects',
  )
}

const expectLimited = async (res: Response, field: string, retryAfter: number) => {
  expect(res.status).toBe(429)
  expect(res.headers.get('Retry-After')).toBe(String(retryAfter))
  const minutes = Math.ceil(retryAfter / 60)
  expect((await decode(ErrorBody, res)).error).toEqual({
    code: 'too_many_access_codes',
    message: `Too many wrong access codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    fields: { [field]: 'access.error_too_many_codes' },
    values: { [field]: { minutes } },
  })
}

const found = async (res: Response) => {
  expect(res.status).toBe(200)
  return res.json()
}

describe('issue 11 point 1: wrong access codes are limited', () => {
  it('the limit is 10 wrong codes in 15 minutes', () => {
    expect([WRONG_CODES_ALLOWED, WRONG_CODES_WINDOW_SECONDS]).toEqual([10, 15 * 60])
  })

  it('per address: the 11th wrong code in the window answers 429 with Retry-After, a right code too; then it frees up as the oldest ages out', async () => {
    const address = '198.51.100.1'
    // Ten shoppers on one address, ten seconds apart: the per-store-user limit is far away for each.
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++) {
      await expectWrong(await search(wrongCode(), await api.newShopper(), address))
      api.advanceClock(10)
    }
    // 100 s after the first: it counts for another 800 s.
    const shopper = await api.newShopper()
    await expectLimited(await search(wrongCode(), shopper, address), 'accessCode', WRONG_CODES_WINDOW_SECONDS - 100)
    // Refused even with a right code: otherwise guessing would go on and only the answers would change.
    await expectLimited(await search('ZOE-2026', shopper, address), 'accessCode', WRONG_CODES_WINDOW_SECONDS - 100)
    expect((await api.get(`/subjects/${ZOE}`, shopper)).status).toBe(403)

    api.advanceClock(WRONG_CODES_WINDOW_SECONDS - 100)
    // The first wrong code is out of the window: nine count, a right code opens the student.
    expect((await found(await search('zoe-2026', shopper, address))).data.subjects[0].id).toBe(ZOE)
    // One more wrong code makes ten again; the next waits until the second oldest (10 s later) ages out.
    await expectWrong(await search(wrongCode(), shopper, address))
    await expectLimited(await search('ZOE-2026', shopper, address), 'accessCode', 10)
  })

  it('per store user: the same shopper is limited from any address; other shoppers and addresses are not', async () => {
    const [home, phone, neighbour] = ['198.51.100.2', '198.51.100.3', '198.51.100.4']
    const guesser = await api.newShopper()
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++) await expectWrong(await search(wrongCode(), guesser, home))
    await expectLimited(await search('ZOE-2026', guesser, phone), 'accessCode', WRONG_CODES_WINDOW_SECONDS)
    // The address is limited for every shopper on it ...
    await expectLimited(
      await search('ZOE-2026', await api.newShopper(), home),
      'accessCode',
      WRONG_CODES_WINDOW_SECONDS,
    )
    // ... but neither the phone's address (the guesser's attempts there were refused, not counted) nor another one.
    await found(await search('ZOE-2026', await api.newShopper(), phone))
    await found(await search('MAPLE-SPRING', await api.newShopper(), neighbour))
  })

  it('right codes and refusals that are not about the code are not counted', async () => {
    const address = '198.51.100.5'
    const shopper = await api.newShopper()
    for (let i = 0; i < 2 * WRONG_CODES_ALLOWED; i++) await found(await search('MAPLE-SPRING', shopper, address))
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++) {
      expect((await search('   ', shopper, address)).status).toBe(400)
      expect(
        (await viaHarness(`/client_sessions/${demoId('session:none')}/subjects?password=X`, shopper, address)).status,
      ).toBe(404)
    }
    for (let i = 0; i < WRONG_CODES_ALLOWED - 1; i++) await expectWrong(await search(wrongCode(), shopper, address))
    await found(await unlock('ZOE-2026', shopper, address))
    await expectWrong(await search(wrongCode(), shopper, address))
    await expectLimited(await search(wrongCode(), shopper, address), 'accessCode', WRONG_CODES_WINDOW_SECONDS)
  })

  it('the code form and the search count together; the code form names its field (password)', async () => {
    const address = '198.51.100.6'
    const shopper = await api.newShopper()
    for (let i = 0; i < WRONG_CODES_ALLOWED / 2; i++) {
      expect((await unlock(wrongCode(), shopper, address)).status).toBe(403)
      await expectWrong(await search(wrongCode(), shopper, address))
    }
    await expectLimited(await unlock('ZOE-2026', shopper, address), 'password', WRONG_CODES_WINDOW_SECONDS)
  })

  it('a made-up X-Forwarded-For changes nothing without TRUST_PROXY: the socket address counts', async () => {
    const address = '198.51.100.7'
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++) {
      const spoofed = { 'X-Forwarded-For': `203.0.113.${i}` }
      await expectWrong(await search(wrongCode(), await api.newShopper(), address, viaHarness, spoofed))
    }
    await expectLimited(
      await search('ZOE-2026', await api.newShopper(), address),
      'accessCode',
      WRONG_CODES_WINDOW_SECONDS,
    )
  })

  it('holds across two API processes on one database, also for attempts that race', async () => {
    const other = await api.anotherApi()
    const viaOther: Ask = (path, token, address) =>
      other.request(path, { headers: { Authorization: `Bearer ${token}` } }, address)
    try {
      const address = '198.51.100.8'
      for (let i = 0; i < WRONG_CODES_ALLOWED / 2; i++) {
        await expectWrong(await search(wrongCode(), await api.newShopper(), address))
        await expectWrong(await search(wrongCode(), await api.newShopper(), address, viaOther))
      }
      await expectLimited(
        await search('ZOE-2026', await api.newShopper(), address, viaOther),
        'accessCode',
        WRONG_CODES_WINDOW_SECONDS,
      )

      // Thirty right codes at once from one address (a school's network on picture-day evening): all answered.
      const school = '198.51.100.11'
      const parents = await Promise.all(Array.from({ length: 30 }, () => api.newShopper()))
      const opened = await Promise.all(
        parents.map((token, i) => search('ZOE-2026', token, school, i % 2 === 0 ? viaHarness : viaOther)),
      )
      expect(opened.map((r) => r.status)).toEqual(parents.map(() => 200))

      // Thirty wrong codes at once, half through each process: ten at most are answered as wrong, the others 429.
      const racing = '198.51.100.9'
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => api.newShopper()))
      const answers = await Promise.all(
        shoppers.map((token, i) => search(wrongCode(), token, racing, i % 2 === 0 ? viaHarness : viaOther)),
      )
      const statuses = answers.map((r) => r.status)
      expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(WRONG_CODES_ALLOWED)
      expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([])
      // What stays counted is what was answered as wrong: the refused attempts are not kept.
      const { rows } = await api.db.query<{ n: number }>(
        'select count(*)::int as n from access_code_failures where scope = $1',
        [`address:${racing}`],
      )
      expect(rows[0]?.n).toBe(statuses.filter((s) => s === 404).length)
    } finally {
      await other.close()
    }
  })

  it('wrong codes older than the window are deleted as new ones come', async () => {
    api.advanceClock(WRONG_CODES_WINDOW_SECONDS + 1)
    await expectWrong(await search(wrongCode(), await api.newShopper(), '198.51.100.10'))
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from access_code_failures where failed_at <= $1',
      [new Date((api.now() - WRONG_CODES_WINDOW_SECONDS) * 1000)],
    )
    expect(rows[0]?.n).toBe(0)
  })
})

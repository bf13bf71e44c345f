// Issue 11 point 1: the roster import (npm run roster, docs/roster.md) creates subjects with random access codes,
// finds a student again on a re-run (same subject, same code), and imports all of a roster or nothing. Run over the
// harness's database (PGlite, or PostgreSQL with npm run test:pg); the codes are tried through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isGeneratedAccessCode } from '../../core/accessCode'
import { SearchByCodeResponse } from '../../core/schemas/search'
import { demoId } from '../../server/seed/ids'
import {
  importRoster,
  MAX_ROSTER_VALUE,
  parseRoster,
  RosterError,
  type RosterStudent,
  rosterCodesCsv,
} from '../../server/services/rosterImport'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')

let api: Api

beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const subjectCount = async () =>
  (await api.db.query<{ n: number }>('select count(*)::int as n from subjects where client_session_id = $1', [SPRING]))
    .rows[0]?.n

/** Hands out these bytes first, then crypto-like variety (i * 37 % 240), as many as asked for each call. */
const bytesFrom = (first: number[]) => {
  let next = 0
  return (size: number) =>
    Uint8Array.from({ length: size }, () => {
      const byte = first[next] ?? (next * 37) % 240
      next += 1
      return byte
    })
}

const ROSTER = [
  'First Name,Last Name,Grade,Teacher,Home Room,External ID',
  'Maya,Okafor,3,Ms. Rivera,3B,S-1001',
  '"Jonah ""JJ""",Berg,3,Ms. Rivera,3B,',
  'Priya,"Shah, Jr",4,Mr. Dale,4A,S-1003',
].join('\n')

describe('issue 11 point 1: the roster import', () => {
  let first: Awaited<ReturnType<typeof importRoster>>

  it('creates a subject per student with a random code of the tools (8+ characters, no look-alikes)', async () => {
    const before = await subjectCount()
    first = await importRoster(api.db, 'maple-spring', parseRoster(ROSTER))
    expect(first.clientSession.id).toBe(SPRING)
    expect(first.students.map((s) => [s.line, s.firstName, s.lastName, s.status])).toEqual([
      [2, 'Maya', 'Okafor', 'created'],
      [3, 'Jonah "JJ"', 'Berg', 'created'],
      [4, 'Priya', 'Shah, Jr', 'created'],
    ])
    const codes = first.students.map((s) => s.accessCode)
    expect(codes.every(isGeneratedAccessCode)).toBe(true)
    expect(new Set(codes).size).toBe(3)
    expect(await subjectCount()).toBe((before ?? 0) + 3)
  })

  it("a parent typing the code finds the student (B §7 search by code) and sees the roster's details", async () => {
    const maya = first.students[0]
    const shopper = await api.newShopper()
    const found = await decode(
      SearchByCodeResponse,
      await api.get(`/search/by_code?accessCode=${maya?.accessCode.toLowerCase()}`, shopper),
    )
    expect(found.data.subjects.map((s) => [s.id, s.name])).toEqual([[maya?.subjectId, 'Maya Okafor']])
    const subject = (await (await api.get(`/subjects/${maya?.subjectId}`, shopper)).json()) as {
      subject: Record<string, unknown>
    }
    expect(subject.subject).toMatchObject({ grade: '3', teacher: 'Ms. Rivera', homeRoom: '3B', clientSession: SPRING })
  })

  it('a re-run finds every student again: same subject, same code; changed details are updated', async () => {
    const again = await importRoster(api.db, SPRING, parseRoster(ROSTER))
    expect(again.students.map((s) => [s.subjectId, s.accessCode, s.status])).toEqual(
      first.students.map((s) => [s.subjectId, s.accessCode, 'unchanged']),
    )
    // Maya moved class (found by her external id, even renamed); Jonah now has an external id (found by his name).
    const moved = ROSTER.replace('Maya,Okafor,3,Ms. Rivera,3B,S-1001', 'Maya,Okafor-Lee,4,Mr. Dale,4A,S-1001').replace(
      'Berg,3,Ms. Rivera,3B,',
      'Berg,3,Ms. Rivera,3B,S-1002',
    )
    const changed = await importRoster(api.db, SPRING, parseRoster(moved))
    expect(changed.students.map((s) => [s.subjectId, s.accessCode, s.status])).toEqual(
      first.students.map((s, i) => [s.subjectId, s.accessCode, i === 2 ? 'unchanged' : 'updated']),
    )
    const { rows } = await api.db.query<{ last_name: string; teacher: string; external_id: string }>(
      'select last_name, teacher, external_id from subjects where id = any($1::uuid[]) order by external_id',
      [first.students.slice(0, 2).map((s) => s.subjectId)],
    )
    expect(rows).toEqual([
      { last_name: 'Okafor-Lee', teacher: 'Mr. Dale', external_id: 'S-1001' },
      { last_name: 'Berg', teacher: 'Ms. Rivera', external_id: 'S-1002' },
    ])
  })

  it('two imports of one roster at once create each student once', async () => {
    const roster = parseRoster('first name,last name\nAda,Nwosu\nTheo,Marsh')
    const before = await subjectCount()
    const [a, b] = await Promise.all([importRoster(api.db, SPRING, roster), importRoster(api.db, SPRING, roster)])
    expect(await subjectCount()).toBe((before ?? 0) + 2)
    expect(a.students.map((s) => s.accessCode)).toEqual(b.students.map((s) => s.accessCode))
  })

  it('a code already held by a subject or a session is drawn again', async () => {
    // Bytes 0 make AAAAAAAA, bytes 1 CCCCCCCC: both taken, so the third draw is the student's.
    await api.db.query(
      `insert into subjects (id, client_session_id, access_code, first_name, last_name) values ($1, $2, 'AAAAAAAA', 'Held', 'Code')`,
      [demoId('subject:roster-held'), SPRING],
    )
    const FALL = demoId('session:fall-picture-day')
    await api.db.query(`update client_sessions set access_code = 'CCCCCCCC' where id = $1`, [FALL])
    try {
      const report = await importRoster(
        api.db,
        SPRING,
        parseRoster('first name,last name\nIvy,Stone'),
        bytesFrom([...Array(8).fill(0), ...Array(8).fill(1)]),
      )
      const code = report.students[0]?.accessCode ?? ''
      expect(code).not.toMatch(/^(AAAAAAAA|CCCCCCCC)$/)
      expect(isGeneratedAccessCode(code)).toBe(true)
    } finally {
      await api.db.query(`update client_sessions set access_code = 'MAPLE-FALL' where id = $1`, [FALL])
    }
  })

  it('a student the session cannot tell apart, or an unknown session, imports nothing', async () => {
    for (const id of ['a', 'b'])
      await api.db.query(
        `insert into subjects (id, client_session_id, access_code, first_name, last_name) values ($1, $2, $3, 'Sam', 'Lee')`,
        [demoId(`subject:roster-sam-${id}`), SPRING, `SAM-LEE-${id}`],
      )
    const before = await subjectCount()
    const roster = parseRoster('first name,last name\nNew,Student\nsam,LEE')
    await expect(importRoster(api.db, SPRING, roster)).rejects.toThrow(
      'Line 3: 2 students named sam LEE are already in this session; give them external ids',
    )
    // The first line's student was rolled back with the rest.
    expect(await subjectCount()).toBe(before)
    await expect(importRoster(api.db, 'NO-SUCH-SHOP', roster)).rejects.toBeInstanceOf(RosterError)
  })
})

describe('reading a roster', () => {
  const problems = (text: string) => {
    try {
      parseRoster(text)
    } catch (e) {
      if (e instanceof RosterError) return e.message
      throw e
    }
    return null
  }

  it('reads any spelling of the column names, a byte-order mark, quotes and blank lines; optional columns may be missing', () => {
    const students = parseRoster('\ufeffLAST_NAME, first name ,home-room\n\nKim,"Lee, Ann",2C\n\n,,\n , ,\n')
    expect(students).toEqual<RosterStudent[]>([
      {
        line: 3,
        firstName: 'Lee, Ann',
        lastName: 'Kim',
        grade: null,
        teacher: null,
        homeRoom: '2C',
        organization: null,
        externalId: null,
      },
    ])
  })

  it.each([
    [
      'an unknown column',
      'first name,last name,frist name\nA,B,C',
      'Line 1: unknown column "frist name"; a roster has the columns first name, last name, grade, teacher, home room, organization, external id',
    ],
    ['a missing name column', 'first name,grade\nA,3', 'Line 1: the header has no "last name" column'],
    ['a column named twice', 'first name,last name,Last Name\nA,B,C', 'Line 1: the column "last name" is named twice'],
    ['a line with too few values', 'first name,last name,grade\nA,B,3\nC,D', 'Line 3: Invalid Record Length'],
    ['an unclosed quote', 'first name,last name\n"A,B\n', 'Line '],
    ['no students', 'first name,last name\n', 'The roster has no students'],
    ['only empty cells', 'first name,last name\n,\n', 'The roster has no students'],
  ])('%s is refused with its line', (_, text, message) => {
    expect(problems(text)).toContain(message)
  })

  it('names every wrong line at once: missing names, overlong values, control characters, the same student twice', () => {
    const text = [
      'first name,last name,grade,external id',
      'Ann,,3,',
      `Bo,Li,${'9'.repeat(MAX_ROSTER_VALUE + 1)},`,
      'Cy,"Ng\u0007",3,',
      'Dee,Fox,3,X1',
      'Eve,Ray,3,X1',
      'ann,  Cole ,1,',
      'Ann,Cole,2,',
    ].join('\n')
    expect(problems(text)?.split('\n').slice(1)).toEqual([
      '  Line 2: the last name is missing',
      `  Line 3: the grade is longer than ${MAX_ROSTER_VALUE} characters`,
      '  Line 4: the last name holds a line break or control character',
      '  Line 6: external id X1 is already on line 5',
      '  Line 8: Ann Cole is already on line 7 (give students who share a name an external id)',
    ])
  })

  it('the codes file lists the roster in its order with each code, quoting where CSV needs it', () => {
    const csv = rosterCodesCsv({
      clientSession: { id: SPRING, label: 'Spring' },
      students: [
        {
          line: 2,
          firstName: 'Jonah "JJ"',
          lastName: 'Shah, Jr',
          grade: '3',
          teacher: null,
          homeRoom: '3B',
          organization: null,
          externalId: 'S-1',
          subjectId: demoId('subject:x'),
          accessCode: 'K7MX4PHT',
          status: 'created',
        },
      ],
    })
    expect(csv).toBe(
      'first name,last name,grade,teacher,home room,organization,external id,access code\r\n' +
        '"Jonah ""JJ""","Shah, Jr",3,,3B,,S-1,K7MX4PHT\r\n',
    )
  })
})

// Issue 11 point 1: the studio's roster import (npm run roster, docs/roster.md). A school's class list becomes the
// session's subjects, each with a random access code (core/accessCode.ts) for the picture-day flyers.
import { randomBytes as cryptoRandomBytes, randomUUID } from 'node:crypto'
import { CsvError, parse } from 'csv-parse/sync'
import { Schema } from 'effect'
import { generateAccessCode, type RandomBytes } from '../../core/accessCode'
import { Id } from '../../core/schemas/common'
import type { Database, Queryable } from '../db/database'
import { findClientSession, findClientSessionByCode } from './catalog'

/** Why nothing was imported: an unknown session, or the lines of the file that are wrong (all of them). */
export class RosterError extends Error {}

/** The columns a roster may have, by their names in the file (case, blanks and punctuation do not matter). */
const COLUMNS = {
  firstname: 'first name',
  lastname: 'last name',
  grade: 'grade',
  teacher: 'teacher',
  homeroom: 'home room',
  organization: 'organization',
  externalid: 'external id',
} as const
type Column = keyof typeof COLUMNS
const COLUMN_NAMES = Object.values(COLUMNS).join(', ')
/** The longest value a roster field may hold. */
export const MAX_ROSTER_VALUE = 100

export type RosterStudent = {
  /** The line of the file the student is on (the header is line 1). */
  line: number
  firstName: string
  lastName: string
  grade: string | null
  teacher: string | null
  homeRoom: string | null
  organization: string | null
  /** The school's own id for the student: with it, a student is found again by it alone. */
  externalId: string | null
}

export type RosterOutcome = RosterStudent & {
  subjectId: string
  accessCode: string
  /** created: a new subject with a new code; updated: found again, details changed; unchanged: found again as is. */
  status: 'created' | 'updated' | 'unchanged'
}

export type RosterReport = {
  clientSession: { id: string; label: string }
  students: RosterOutcome[]
}

const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')
const CONTROL = /\p{Cc}/u
/** How a student is known again without an external id: the name, whatever its case and blanks. */
const nameKey = (first: string, last: string) => `${first} ${last}`.toLowerCase().replace(/\s+/g, ' ')
/** Two lines of one roster name the same student when this is the same. */
const studentKey = (s: RosterStudent) =>
  s.externalId === null ? `name:${nameKey(s.firstName, s.lastName)}` : `id:${s.externalId}`

const describe = (s: RosterStudent) =>
  s.externalId === null ? `${s.firstName} ${s.lastName}` : `external id ${s.externalId}`

/** Reads a roster CSV (UTF-8, a header line naming the columns). Every wrong line is named in one RosterError. */
export const parseRoster = (text: string): RosterStudent[] => {
  const problems: string[] = []
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(text, {
      bom: true,
      columns: (headers: string[]) => {
        const keys = headers.map(columnKey)
        const unknown = headers.filter((_, i) => !((keys[i] ?? '') in COLUMNS))
        if (unknown.length > 0)
          throw new RosterError(
            `Line 1: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((h) => `"${h}"`).join(', ')}; a roster has the columns ${COLUMN_NAMES}`,
          )
        const twice = keys.find((k, i) => keys.indexOf(k) !== i) as Column | undefined
        if (twice) throw new RosterError(`Line 1: the column "${COLUMNS[twice]}" is named twice`)
        for (const needed of ['firstname', 'lastname'] as const)
          if (!keys.includes(needed)) throw new RosterError(`Line 1: the header has no "${COLUMNS[needed]}" column`)
        return keys
      },
      skip_empty_lines: true,
      trim: true,
      info: true,
    })
  } catch (e) {
    if (e instanceof RosterError) throw e
    if (e instanceof CsvError) throw new RosterError(`Line ${(e as CsvError & { lines: number }).lines}: ${e.message}`)
    throw e
  }

  const seen = new Map<string, number>()
  // A spreadsheet's trailing rows of empty cells are blank lines too.
  const filled = records.filter(({ record }) => Object.values(record).some((v) => v.trim() !== ''))
  if (filled.length === 0) throw new RosterError('The roster has no students (a header line, then one line each)')
  const students = filled.map(({ record, info }) => {
    const line = info.lines
    const value = (column: Column) => {
      const v = record[column]?.trim() ?? ''
      const name = COLUMNS[column]
      if (v.length > MAX_ROSTER_VALUE)
        problems.push(`Line ${line}: the ${name} is longer than ${MAX_ROSTER_VALUE} characters`)
      if (CONTROL.test(v)) problems.push(`Line ${line}: the ${name} holds a line break or control character`)
      return v === '' ? null : v
    }
    const firstName = value('firstname')
    const lastName = value('lastname')
    if (firstName === null) problems.push(`Line ${line}: the first name is missing`)
    if (lastName === null) problems.push(`Line ${line}: the last name is missing`)
    const student: RosterStudent = {
      line,
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      grade: value('grade'),
      teacher: value('teacher'),
      homeRoom: value('homeroom'),
      organization: value('organization'),
      externalId: value('externalid'),
    }
    const key = studentKey(student)
    const earlier = seen.get(key)
    if (earlier !== undefined && firstName !== null && lastName !== null)
      problems.push(
        `Line ${line}: ${describe(student)} is already on line ${earlier}` +
          (student.externalId === null ? ' (give students who share a name an external id)' : ''),
      )
    seen.set(key, line)
    return student
  })
  if (problems.length > 0)
    throw new RosterError(
      `Nothing was imported; the roster has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
    )
  return students
}

type SubjectRow = {
  id: string
  access_code: string
  first_name: string
  last_name: string
  grade: string | null
  teacher: string | null
  home_room: string | null
  organization: string | null
  external_id: string | null
}

const isId = Schema.is(Id)

/** How many new codes are tried for one student when each turns out to be taken (one is already unlikely). */
const CODE_ATTEMPTS = 20

/**
 * A new subject with a new random code. A code already held by a subject or a session is drawn again: the insert
 * skips a taken subject code (on conflict) and a session code (not exists), so the transaction never fails on one.
 */
const insertSubject = async (tx: Queryable, sessionId: string, s: RosterStudent, randomBytes: RandomBytes) => {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = generateAccessCode(randomBytes)
    const { rows } = await tx.query<{ id: string }>(
      `insert into subjects (id, client_session_id, access_code, first_name, last_name, grade, teacher, home_room,
         organization, external_id)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
       where not exists (select 1 from client_sessions where access_code = $3)
       on conflict (access_code) do nothing returning id`,
      [
        randomUUID(),
        sessionId,
        code,
        s.firstName,
        s.lastName,
        s.grade,
        s.teacher,
        s.homeRoom,
        s.organization,
        s.externalId,
      ],
    )
    if (rows[0]) return { id: rows[0].id, code }
  }
  throw new Error(`No free access code after ${CODE_ATTEMPTS} attempts`)
}

const changed = (row: SubjectRow, s: RosterStudent) =>
  (s.externalId !== null && row.external_id !== s.externalId) ||
  row.first_name !== s.firstName ||
  row.last_name !== s.lastName ||
  row.grade !== s.grade ||
  row.teacher !== s.teacher ||
  row.home_room !== s.homeRoom ||
  row.organization !== s.organization

/**
 * The subject a roster line names, if the session has it: the one with its external id; else the one with its name
 * (without an external id of its own when the line has one, which it then takes). Each subject answers one line.
 */
const matcher = (rows: readonly SubjectRow[]) => {
  const byExternalId = new Map(rows.flatMap((r) => (r.external_id === null ? [] : [[r.external_id, r] as const])))
  const byName = new Map<string, SubjectRow[]>()
  for (const r of rows) {
    const key = nameKey(r.first_name, r.last_name)
    byName.set(key, [...(byName.get(key) ?? []), r])
  }
  const taken = new Set<string>()
  return (s: RosterStudent): SubjectRow | undefined => {
    const same = s.externalId === null ? undefined : byExternalId.get(s.externalId)
    const named = (byName.get(nameKey(s.firstName, s.lastName)) ?? []).filter(
      (r) => !taken.has(r.id) && (s.externalId === null || r.external_id === null),
    )
    if (!same && named.length > 1)
      throw new RosterError(
        `Line ${s.line}: ${named.length} students named ${s.firstName} ${s.lastName} are already in this session; give them external ids`,
      )
    const found = same ?? named[0]
    if (found) taken.add(found.id)
    return found
  }
}

/**
 * Brings the students into the session (its id or its access code) in one transaction: all of them or, on any
 * failure, none. A student already there (matcher) keeps their subject and code and gets the roster's details; a
 * new one gets a subject and a random code. Imports into one session run one after the other (an advisory lock), so
 * a re-run never doubles a student.
 */
export const importRoster = async (
  db: Database,
  session: string,
  students: readonly RosterStudent[],
  randomBytes: RandomBytes = cryptoRandomBytes,
): Promise<RosterReport> => {
  const found = isId(session) ? await findClientSession(db, session) : await findClientSessionByCode(db, session)
  if (!found) throw new RosterError(`No client session with the id or access code "${session}"`)
  const sessionId = found.clientSession.id
  const outcomes = await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('storefront:roster:' || $1))`, [sessionId])
    const { rows } = await tx.query<SubjectRow>(
      `select id, access_code, first_name, last_name, grade, teacher, home_room, organization, external_id
       from subjects where client_session_id = $1`,
      [sessionId],
    )
    const match = matcher(rows)
    const done: RosterOutcome[] = []
    for (const s of students) {
      const row = match(s)
      if (!row) {
        const { id, code } = await insertSubject(tx, sessionId, s, randomBytes)
        done.push({ ...s, subjectId: id, accessCode: code, status: 'created' })
        continue
      }
      const update = changed(row, s)
      if (update)
        await tx.query(
          `update subjects set first_name = $2, last_name = $3, grade = $4, teacher = $5, home_room = $6,
             organization = $7, external_id = coalesce($8, external_id) where id = $1`,
          [row.id, s.firstName, s.lastName, s.grade, s.teacher, s.homeRoom, s.organization, s.externalId],
        )
      done.push({ ...s, subjectId: row.id, accessCode: row.access_code, status: update ? 'updated' : 'unchanged' })
    }
    return done
  })
  return { clientSession: { id: sessionId, label: found.clientSession.label }, students: outcomes }
}

const CODES_HEADER = ['first name', 'last name', 'grade', 'teacher', 'home room', 'organization', 'external id']

/** A CSV field, quoted when it holds a comma, a quote, a line break or blanks at its ends. */
const field = (v: string | null) => {
  const s = v ?? ''
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/** The codes file for the flyers: the roster's columns and each student's access code, in the roster's order. */
export const rosterCodesCsv = (report: RosterReport): string => {
  const lines = [
    [...CODES_HEADER, 'access code'].join(','),
    ...report.students.map((s) =>
      [s.firstName, s.lastName, s.grade, s.teacher, s.homeRoom, s.organization, s.externalId, s.accessCode]
        .map(field)
        .join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}

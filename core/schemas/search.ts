import { Schema } from 'effect'
import { MAX_CODE_LENGTH } from '../inputLimits'
import { Id, Text } from './common'
import { StageType } from './session'

/**
 * B §7 GET /search/by_code query. Without `orderId` or `clientSession` it is the home page's search (a session or a
 * student code opens a shop); with one of them it is the subject search of multi-child ordering (B §2, B §4), made
 * from that order's (or session's) shop. `requireMcoCrossSession=1` asks for students and sessions of other client
 * sessions too (granted only when the current stage has multiChildOrderingCrossSession); `stageType` keeps only
 * results whose stage has that type.
 */
export const SearchByCodeQuery = Schema.Struct({
  accessCode: Schema.optionalKey(Text(MAX_CODE_LENGTH)),
  stageType: Schema.optionalKey(StageType),
  requireMcoCrossSession: Schema.optionalKey(Schema.Literals(['0', '1', 'true', 'false'])),
  orderId: Schema.optionalKey(Id),
  clientSession: Schema.optionalKey(Id),
})
export type SearchByCodeQuery = typeof SearchByCodeQuery.Type

/** A student an access code found, with the client session (school and picture day) they belong to. */
export const FoundSubject = Schema.Struct({
  id: Id,
  name: Schema.String,
  clientSession: Id,
  clientSessionLabel: Schema.String,
})
export type FoundSubject = typeof FoundSubject.Type

/**
 * B §7 GET /search/by_code: the sessions and subjects an access code opens. Home search: the session of a session
 * code, or a student with their session. Subject search: `clientSessions` are the session pre-orders found (a
 * subjectless order can be added there), `subjects` the students found.
 */
export const SearchByCodeResponse = Schema.Struct({
  data: Schema.Struct({
    clientSessions: Schema.Array(Schema.Struct({ id: Id, label: Schema.String })),
    subjects: Schema.Array(FoundSubject),
  }),
})
export type SearchByCodeResponse = typeof SearchByCodeResponse.Type

/** The first visit's identity (DESIGN decision 4). */
export const StoreUserResponse = Schema.Struct({
  storeUser: Schema.Struct({ id: Id }),
  token: Schema.String,
})
export type StoreUserResponse = typeof StoreUserResponse.Type

import { Schema } from 'effect'
import { Id } from './common'

/** B §7 GET /search/by_code: the sessions and subjects an access code opens. */
export const SearchByCodeResponse = Schema.Struct({
  data: Schema.Struct({
    clientSessions: Schema.Array(Schema.Struct({ id: Id, label: Schema.String })),
    subjects: Schema.Array(Schema.Struct({ id: Id, name: Schema.String, clientSession: Id })),
  }),
})
export type SearchByCodeResponse = typeof SearchByCodeResponse.Type

/** The first visit's identity (DESIGN decision 4). */
export const StoreUserResponse = Schema.Struct({
  storeUser: Schema.Struct({ id: Id }),
  token: Schema.String,
})
export type StoreUserResponse = typeof StoreUserResponse.Type

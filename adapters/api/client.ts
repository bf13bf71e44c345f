import { Schema } from 'effect'
import { FetchError, ofetch } from 'ofetch'
import { ErrorBody } from '../../core/schemas/errors'
import { StoreUserResponse } from '../../core/schemas/search'
import { readToken, writeToken } from '../storage/token'

/** A failed API call, carrying the server's error body when it sent one (DESIGN decision 12). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

type Init = Omit<RequestInit, 'body'> & { query?: Record<string, string>; body?: unknown }

/** Calls the API and decodes the answer with `schema`; a null schema expects no body (204). */
export type ApiClient = <A, I>(schema: Schema.Codec<A, I> | null, path: string, init?: Init) => Promise<A>

const toApiError = (e: unknown): ApiError => {
  if (e instanceof FetchError) {
    const body = Schema.decodeUnknownOption(ErrorBody)(e.data)
    if (body._tag === 'Some')
      return new ApiError(e.status ?? 0, body.value.error.code, body.value.error.message, body.value.error.fields)
    return new ApiError(e.status ?? 0, 'network', e.message)
  }
  if (Schema.isSchemaError(e)) return new ApiError(0, 'bad_response', `Unexpected answer from the server: ${e.message}`)
  return e instanceof ApiError ? e : new ApiError(0, 'network', String(e))
}

/** One HTTP client for the shop API: Bearer token, language header, answers decoded with the core schemas. */
export const createApiClient = (apiBase: string, language: string): ApiClient => {
  const http = ofetch.create({ baseURL: apiBase, headers: { 'Accept-Language': language }, retry: 0 })
  let pending: Promise<string> | null = null
  // The first visit gets an anonymous store user; concurrent first calls share one.
  const token = () => {
    const stored = readToken()
    if (stored) return Promise.resolve(stored)
    pending ??= http('/store_users', { method: 'POST' })
      .then((raw) => {
        const { token } = Schema.decodeUnknownSync(StoreUserResponse)(raw)
        writeToken(token)
        return token
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
  const call = async (path: string, init: Init) =>
    http(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${await token()}` } } as never)

  return async (schema, path, init = {}) => {
    try {
      const raw = await call(path, init).catch((e: unknown) => {
        // An expired or foreign token (e.g. a reset database): start a new identity and try once more.
        if (e instanceof FetchError && e.status === 401) {
          writeToken(null)
          return call(path, init)
        }
        throw e
      })
      return (schema === null ? undefined : Schema.decodeUnknownSync(schema)(raw)) as never
    } catch (e) {
      throw toApiError(e)
    }
  }
}

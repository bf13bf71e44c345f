import { localValue } from './local'

const stored = localValue('picture-day.token')

/** The shopper's signed store-user token; private browsing without storage keeps it in memory only. */
let memory: string | null = null

export const readToken = (): string | null => stored.read() ?? memory

export const writeToken = (token: string | null) => {
  memory = token
  if (token) stored.write(token)
  else stored.forget()
}

/** The store user a token was issued to (its payload is plain base64url JSON; the server checks the signature). */
export const storeUserIdOf = (token: string | null): string | null => {
  if (!token) return null
  try {
    const payload = token.split('.')[0] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const sub = (JSON.parse(json) as { sub?: unknown }).sub
    return typeof sub === 'string' ? sub : null
  } catch {
    return null
  }
}

const KEY = 'picture-day.token'

/** The shopper's signed store-user token; private browsing without storage keeps it in memory only. */
let memory: string | null = null

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(KEY) ?? memory
  } catch {
    return memory
  }
}

export const writeToken = (token: string | null) => {
  memory = token
  try {
    if (token) localStorage.setItem(KEY, token)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode, quota): the in-memory copy serves this visit.
  }
}

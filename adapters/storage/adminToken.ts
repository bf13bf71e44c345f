import { sessionValue } from './local'

// Issue 15 admin mode (B §6, C §1): the admin token is kept for this browser tab's session only, never in a URL, a
// cookie or local storage, so closing the tab signs the studio member out.
const stored = sessionValue('picture-day.admin-token')

export const readAdminToken = (): string | null => stored.read()

export const writeAdminToken = (token: string | null) => {
  if (token) stored.write(token)
  else stored.forget()
}

/** B §6: admin mode is on while an admin token is kept. */
export const isAdminMode = (): boolean => readAdminToken() !== null

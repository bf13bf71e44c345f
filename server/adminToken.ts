import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// B §6, C §1: the admin token is compared without telling anything by its timing, neither how much of it matched nor
// whether one is configured. Both sides are HMAC-ed with a key of this process first, so the comparison always runs
// over two digests of the same length, and a shop without ADMIN_TOKEN compares against a random stand-in.
const KEY = randomBytes(32)
const STAND_IN = randomBytes(32).toString('hex')

const digest = (text: string) => createHmac('sha256', KEY).update(text).digest()

/** Whether `token` is the admin token `configured` (ADMIN_TOKEN); always false when none is configured. */
export const isAdminToken = (token: string, configured: string | null): boolean => {
  const same = timingSafeEqual(digest(token), digest(configured ?? STAND_IN))
  return configured !== null && same
}

import { writeAdminToken } from './storage/adminToken'

/**
 * Issue 15 admin mode (B §2, B §6): signing out forgets the admin token kept for this tab and reloads the same page,
 * which then shows the shop as a parent sees it.
 */
export const endAdminSession = () => {
  writeAdminToken(null)
  window.location.reload()
}

import { useState } from 'react'
import { isAdminMode } from '../storage/adminToken'
import { readToken, storeUserIdOf } from '../storage/token'

/** B §6 admin mode for a view: read once per mount (signing in or out reloads the page). */
export const useAdminMode = (): boolean => useState(isAdminMode)[0]

/**
 * The shopper's store user, for the orders and favourites kept per store user; none in admin mode, where the admin
 * token acts for any shopper and no store user is made (a token kept from shopping in this browser is not the admin's).
 */
export const storeUserOfTab = (): string | null => (isAdminMode() ? null : storeUserIdOf(readToken()))

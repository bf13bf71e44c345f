import { useState } from 'react'
import { isAdminMode } from '../storage/adminToken'

/** B §6 admin mode for a view: read once per mount (signing in or out reloads the page). */
export const useAdminMode = (): boolean => useState(isAdminMode)[0]

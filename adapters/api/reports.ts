import { readAdminToken } from '../storage/adminToken'
import { FunnelReportResponse } from './answers'
import { type ApiClient, ApiError } from './client'

/** What the report asks for: a session's access code or id, and optionally its first and last day (YYYY-MM-DD). */
export type FunnelQuery = { session: string; from?: string; to?: string }

/**
 * Issue 15 point 4: the studio's reports (GET /api/reports/funnel, docs/api.md), sent with the admin token kept for
 * this tab (never a store user's). Without one the studio is not signed in: 401 admin_required, nothing sent.
 */
export const reportsApi = (api: ApiClient, adminToken: () => string | null = readAdminToken) => ({
  funnel: async ({ session, from, to }: FunnelQuery) => {
    const token = adminToken()
    if (!token) throw new ApiError(401, 'admin_required', 'Sign in as the studio to read reports')
    const query = { session, ...(from ? { from } : {}), ...(to ? { to } : {}) }
    return (
      await api(FunnelReportResponse, '/reports/funnel', { query, headers: { Authorization: `Bearer ${token}` } })
    ).report
  },
})
export type ReportsApi = ReturnType<typeof reportsApi>

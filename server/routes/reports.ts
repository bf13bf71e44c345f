import { Hono } from 'hono'
import { FunnelReportQuery, FunnelReportResponse } from '../../core/schemas/report'
import { decodeOr400, HttpError, send } from '../http'
import { readFunnelReport } from '../services/funnelReport'
import type { AppEnv } from './env'

/** Issue 15 point 4: the studio's reports, for the admin token only (C §6). */
export const reportRoutes = new Hono<AppEnv>().get('/reports/funnel', async (c) => {
  if (!c.var.isAdmin) throw new HttpError(403, 'forbidden', 'auth.reports_admin_only')
  const query = decodeOr400(FunnelReportQuery, c.req.query(), 'invalid.report_query')
  const report = await readFunnelReport(c.var.deps.db, query, new Date(c.var.deps.now() * 1000))
  return send(c, FunnelReportResponse, { report })
})

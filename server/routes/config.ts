import { Hono } from 'hono'
import { AppConfig } from '../../core/schemas/config'
import { send } from '../http'
import { appConfigFor } from '../page'
import type { AppEnv } from './env'

/** GET /app_config?path=: the page config for a path; the dev server injects it as the built server does. */
export const configRoutes = new Hono<AppEnv>().get('/app_config', async (c) => {
  const url = new URL(c.req.query('path') ?? '/', 'http://localhost')
  const { config } = await appConfigFor(c.var.deps.db, url)
  return send(c, AppConfig, config)
})

import { Schema } from 'effect'
import { languageOf } from '../core/language'
import { Id } from '../core/schemas/common'
import { type AppConfig, AppConfig as AppConfigSchema } from '../core/schemas/config'
import type { Queryable } from './db/database'
import { findClientSession } from './services/catalog'

export const API_BASE = '/api'
const isId = Schema.is(Id)

/** DESIGN decisions 9 and 10: which page a path shows, and the shop it belongs to. */
export const appConfigFor = async (db: Queryable, url: URL): Promise<{ config: AppConfig; status: 200 | 404 }> => {
  const language = languageOf(url.searchParams.get('language'))
  if (url.pathname === '/') return { config: { page: 'access', apiBase: API_BASE, language }, status: 200 }
  const sessionId = url.pathname.match(/^\/cart\/([^/]+)/)?.[1]
  if (sessionId === undefined) return { config: { page: 'notFound', apiBase: API_BASE, language }, status: 404 }
  const found = isId(sessionId) ? await findClientSession(db, sessionId) : null
  return {
    config: {
      page: 'shop',
      apiBase: API_BASE,
      language,
      storeId: found?.storeId ?? null,
      clientSessionId: sessionId,
      basename: `/cart/${sessionId}`,
    },
    status: found ? 200 : 404,
  }
}

const escapeAttribute = (s: string) =>
  s.replace(/[&"<>']/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' })[c] ?? c)

/** Puts the config into the root element of the built index.html. */
export const renderPage = (indexHtml: string, config: AppConfig): string => {
  const json = JSON.stringify(Schema.encodeSync(AppConfigSchema)(config))
  return indexHtml.replace('<div id="root">', `<div id="root" data-config="${escapeAttribute(json)}">`)
}

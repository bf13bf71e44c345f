import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Schema } from 'effect'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { type Language, languageOf, pageLanguage, SUPPORTED_LANGUAGES, storeLanguages } from '../core/language'
import { LOAD_FAILED_ID } from '../core/loadFailed'
import { Id } from '../core/schemas/common'
import { type AppConfig, AppConfig as AppConfigSchema } from '../core/schemas/config'
import type { Queryable } from './db/database'
import { say } from './messages/say'
import { type Manifest, preloadFiles, readManifest } from './preload'
import { findClientSession, findStore } from './services/catalog'

export const API_BASE = '/api'
const isId = Schema.is(Id)

/** Issue 15: the admin area (sign-in and home at /admin, the funnel report at /admin/report). */
const ADMIN_PAGES = /^\/admin(?:\/|\/report\/?)?$/

/** B §2: the page's language choice, remembered for a year (set on the page answer, read by the next page). */
export const LANGUAGE_COOKIE = 'language'

/**
 * DESIGN decisions 9 and 10: which page a path shows, and the shop it belongs to. Its language (B §2, B §9): the
 * `?language=` value, else `remembered` (the cookie), else English; a shop's page only in a language its store offers.
 */
export const appConfigFor = async (
  db: Queryable,
  url: URL,
  remembered: string | null = null,
): Promise<{ config: AppConfig; status: 200 | 404 }> => {
  const choose = (offered: readonly Language[]) =>
    pageLanguage({ requested: url.searchParams.get('language'), remembered, offered })
  const language = choose(SUPPORTED_LANGUAGES)
  if (url.pathname === '/') return { config: { page: 'access', apiBase: API_BASE, language }, status: 200 }
  if (ADMIN_PAGES.test(url.pathname)) return { config: { page: 'admin', apiBase: API_BASE, language }, status: 200 }
  const sessionId = url.pathname.match(/^\/cart\/([^/]+)/)?.[1]
  if (sessionId === undefined) return { config: { page: 'notFound', apiBase: API_BASE, language }, status: 404 }
  const found = isId(sessionId) ? await findClientSession(db, sessionId) : null
  const store = found ? await findStore(db, found.storeId) : null
  return {
    config: {
      page: 'shop',
      apiBase: API_BASE,
      language: store ? choose(storeLanguages(store.settings)) : language,
      storeId: found?.storeId ?? null,
      clientSessionId: sessionId,
      basename: `/cart/${sessionId}`,
    },
    status: found ? 200 : 404,
  }
}

const escapeAttribute = (s: string) =>
  s.replace(/[&"<>']/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' })[c] ?? c)

/** The built storefront a page is made of: index.html, Vite's manifest, and each language's compiled messages. */
export type BuiltClient = {
  indexHtml: string
  manifest: Manifest | null
  /** Per language, the file of its compiled messages (formatjs ASTs as JSON), e.g. `assets/messages-en-….json`. */
  messages: ReadonlyMap<string, string>
}

/** Where the spinner in index.html takes what the page says when its code is long in coming (stillLoadingIn). */
const STILL_LOADING_MARKER = '<!--still-loading-->'

/**
 * The built storefront in `clientDir`, or null when it is not built (`npm run dev` serves the pages from Vite). Which
 * file holds each language's messages is the build's `.vite/messages.json` (scripts/compiledMessages.ts).
 */
export const readBuiltClient = async (clientDir: string): Promise<BuiltClient | null> => {
  const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => null)
  if (indexHtml === null) return null
  const index = await readFile(join(clientDir, '.vite', 'messages.json'), 'utf8').catch(() => null)
  const files = (() => {
    try {
      return index === null ? null : (JSON.parse(index) as Record<string, string>)
    } catch {
      return null
    }
  })()
  // Every page renders with them: a build without them would serve pages that show only message ids.
  if (typeof files?.en !== 'string')
    throw new Error(`${clientDir} has no .vite/messages.json naming the English messages: run npm run build.`)
  // Without it a page whose code never comes would spin for ever without a word (renderPage, stillLoadingIn).
  if (!indexHtml.includes(STILL_LOADING_MARKER))
    throw new Error(`${clientDir}/index.html has no ${STILL_LOADING_MARKER} in its spinner: run npm run build.`)
  const messages = new Map(
    SUPPORTED_LANGUAGES.flatMap((language) => (files[language] ? [[language, files[language]]] : [])),
  )
  return { indexHtml, manifest: await readManifest(clientDir), messages }
}

type PageMessage = 'page.load_failed' | 'page.reload' | 'page.still_loading'
const pageText = (language: Language, id: PageMessage) => escapeAttribute(say(language, { id }))

const button = 'inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold'

/**
 * What the page says, in its language, if its code never comes (a phone losing its network): the entry puts it in
 * place of the spinner, where the app's own messages (which come with that code) cannot. A reload fetches it again.
 */
const loadFailedIn = (language: Language) => {
  const text = (id: PageMessage) => pageText(language, id)
  return [
    `<template id="${LOAD_FAILED_ID}">`,
    '<div role="alert" class="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">',
    `<p class="max-w-prose text-danger">${text('page.load_failed')}</p>`,
    `<button type="button" class="${button} text-stone-800">${text('page.reload')}</button>`,
    '</div></template>',
  ].join('')
}

/**
 * Under the spinner, shown only after 10 s (`.still-loading` in ui/styles.css): if the entry itself does not come, no
 * code runs to show the template above, so the page says it without any. The link reloads without JavaScript. The
 * spinner is the live region (index.html, role="status"): one that is there from the start is read when this shows.
 */
const stillLoadingIn = (language: Language) => {
  const text = (id: PageMessage) => pageText(language, id)
  return [
    '<div class="still-loading flex flex-col items-center gap-3">',
    `<p class="max-w-prose text-stone-700">${text('page.still_loading')}</p>`,
    `<a href="" class="${button} text-stone-800">${text('page.reload')}</a>`,
    '</div>',
  ].join('')
}

/** Made once per language, not with every page. */
const LOAD_FAILED = new Map(SUPPORTED_LANGUAGES.map((language) => [language, loadFailedIn(language)]))
const STILL_LOADING = new Map(SUPPORTED_LANGUAGES.map((language) => [language, stillLoadingIn(language)]))

/**
 * Puts the config into the root element of the built index.html, the page's language into `<html lang>`, a preload
 * of the page's messages and a `<link rel="modulepreload">` for each of its own chunks (`preloads`,
 * server/preload.ts) into its head, and what the page says if that code does not come (`loadFailedIn`) or is long in
 * coming (`stillLoadingIn`). The messages' file is named on the root (`data-messages`) for the app to read (issue 17
 * point 2: data, not a script to run).
 */
export const renderPage = (
  client: Pick<BuiltClient, 'indexHtml' | 'messages'>,
  config: AppConfig,
  preloads: readonly string[] = [],
): string => {
  const json = JSON.stringify(Schema.encodeSync(AppConfigSchema)(config))
  const file = client.messages.get(config.language) ?? client.messages.get('en')
  const messages = file ? `/${escapeAttribute(file)}` : null
  // The messages first: a small file every page renders with, before the scripts take the browser's six connections.
  const links = [
    ...(messages ? [`<link rel="preload" as="fetch" crossorigin href="${messages}">`] : []),
    ...preloads.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk)}">`),
  ]
  // Each replacement is a function: a string would have `$&` and the like in an address (a cart's id is taken from
  // it) read as a pattern, and an unknown cart's page then spun for ever instead of saying it was not found.
  return client.indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(config.language)}"`)
    .replace('</head>', () => `${links.join('\n')}</head>`)
    .replace(
      '<div id="root">',
      () => `<div id="root" data-config="${escapeAttribute(json)}"${messages ? ` data-messages="${messages}"` : ''}>`,
    )
    .replace(STILL_LOADING_MARKER, () => STILL_LOADING.get(languageOf(config.language)) ?? '')
    .replace('</body>', () => `${LOAD_FAILED.get(languageOf(config.language)) ?? ''}</body>`)
}

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Answers a page (main.ts); a `?language=` choice is remembered for a year in the cookie `language` (B §2). With the
 * build's manifest the page preloads its route's chunks.
 */
export const servePage = async (c: Context, db: Queryable, client: BuiltClient): Promise<Response> => {
  const url = new URL(c.req.url)
  const { config, status } = await appConfigFor(db, url, getCookie(c, LANGUAGE_COOKIE) ?? null)
  const requested = url.searchParams.get('language')
  // What the parent asked for, even where this store does not offer it: another store of theirs may.
  if (requested)
    setCookie(c, LANGUAGE_COOKIE, languageOf(requested), {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'Lax',
      httpOnly: true,
    })
  const preloads = client.manifest ? preloadFiles(client.manifest, config, url.pathname) : []
  return c.html(renderPage(client, config, preloads), status)
}

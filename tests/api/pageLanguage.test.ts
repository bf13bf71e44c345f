import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servePage } from '../../server/page'
import { DEMO_GRADUATION_STORE_ID, DEMO_STORE_ID, demoLanguages } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { seedDemoLanguages } from '../../server/seed/languages'
import { type Api, startApi } from './harness'

// B §2 language selector (reloads with ?language=), B §9 and C §9 (parameter `language`, default locale en); issue 15
// point 1: the choice is remembered, an unknown language falls back to English, a store may offer one language.
const SPRING = `/cart/${demoId('session:spring-reorders')}`
const GRADUATION = `/cart/${demoId('session:graduation')}`
const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>'

let api: Api
let pages: Hono

beforeAll(async () => {
  api = await startApi()
  // The pages as main.ts serves them, on the harness's seeded database.
  pages = new Hono().get('*', (c) => servePage(c, api.db, { indexHtml: INDEX, manifest: null, messages: new Map() }))
})
afterAll(() => api.close())

const open = async (path: string, cookie?: string) => {
  const res = await pages.request(path, cookie ? { headers: { Cookie: cookie } } : {})
  const html = await res.text()
  const config = JSON.parse((html.match(/data-config="([^"]*)"/)?.[1] ?? '{}').replaceAll('&quot;', '"'))
  return {
    status: res.status,
    language: config.language as string,
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    setCookie: res.headers.get('Set-Cookie'),
  }
}

const offer = (storeId: string, languages: string[] | null) =>
  api.db.query(
    languages
      ? `update stores set settings = settings || jsonb_build_object('languages', $2::jsonb) where id = $1`
      : `update stores set settings = settings - 'languages' where id = $1`,
    languages ? [storeId, JSON.stringify(languages)] : [storeId],
  )

describe('the language of a page', () => {
  it('?language=es shows the shop in Spanish, in <html lang> and the config, and remembers it for a year', async () => {
    const page = await open(`${SPRING}/catalog?language=es`)
    expect([page.status, page.language, page.lang]).toEqual([200, 'es', 'es'])
    const cookie = page.setCookie ?? ''
    expect(cookie).toMatch(/^language=es;/)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('the remembered choice opens the next page in that language without the parameter, and sets nothing', async () => {
    const page = await open(`${SPRING}/catalog`, 'language=es')
    expect([page.language, page.lang, page.setCookie]).toEqual(['es', 'es', null])
    // The access-code page and a page not found follow it too.
    expect((await open('/', 'language=es')).language).toBe('es')
    expect((await open('/nowhere', 'language=es')).language).toBe('es')
  })

  it('?language= wins over the remembered choice, and is remembered instead', async () => {
    const page = await open(`${SPRING}/view?language=en`, 'language=es')
    expect([page.language, page.lang]).toEqual(['en', 'en'])
    expect(page.setCookie).toMatch(/^language=en;/)
  })

  it('no parameter and no cookie: English (default locale en)', async () => {
    expect(await open(SPRING)).toMatchObject({ language: 'en', lang: 'en', setCookie: null })
  })

  it.each([
    ['en_US', 'en'],
    ['es_MX', 'es'],
    ['ES', 'es'],
    ['xx', 'en'],
    ['"><script>', 'en'],
  ])('?language=%s renders the page in %s, never an unknown tag', async (requested, language) => {
    const page = await open(`${SPRING}/catalog?language=${encodeURIComponent(requested)}`)
    expect([page.status, page.language, page.lang]).toEqual([200, language, language])
    expect(page.setCookie).toMatch(new RegExp(`^language=${language};`))
  })

  it('a remembered value that is not a language gives English', async () => {
    expect((await open(SPRING, 'language=%3Cscript%3E')).language).toBe('en')
  })

  it('a language the store does not offer falls back to the store’s first language', async () => {
    await offer(DEMO_GRADUATION_STORE_ID, ['en'])
    try {
      const asked = await open(`${GRADUATION}/galleries?language=es`)
      expect([asked.language, asked.lang]).toEqual(['en', 'en'])
      // The parent's choice is still kept for the shops that offer it.
      expect(asked.setCookie).toMatch(/^language=es;/)
      expect((await open(GRADUATION, 'language=es')).language).toBe('en')
      expect((await open(SPRING, 'language=es')).language).toBe('es')
      await offer(DEMO_GRADUATION_STORE_ID, ['es'])
      expect((await open(`${GRADUATION}?language=en`)).language).toBe('es')
      // A store without the setting offers English only.
      await offer(DEMO_GRADUATION_STORE_ID, null)
      expect((await open(`${GRADUATION}?language=es`)).language).toBe('en')
    } finally {
      await offer(DEMO_GRADUATION_STORE_ID, demoLanguages)
    }
  })
})

describe('the demo stores’ languages', () => {
  it('the demo stores offer English and Spanish', async () => {
    const { rows } = await api.db.query<{ languages: string[] }>(
      `select settings->'languages' as languages from stores order by id`,
    )
    expect(rows.map((r) => r.languages)).toEqual([
      ['en', 'es'],
      ['en', 'es'],
    ])
  })

  it('a data folder seeded before Spanish gets it on its next start, once; a store’s own setting is kept', async () => {
    await offer(DEMO_STORE_ID, null)
    await offer(DEMO_GRADUATION_STORE_ID, ['en'])
    try {
      expect(await seedDemoLanguages(api.db)).toBe(1)
      expect(await seedDemoLanguages(api.db)).toBe(0)
      const { rows } = await api.db.query<{ id: string; languages: string[] }>(
        `select id, settings->'languages' as languages from stores`,
      )
      expect(Object.fromEntries(rows.map((r) => [r.id, r.languages]))).toEqual({
        [DEMO_STORE_ID]: ['en', 'es'],
        [DEMO_GRADUATION_STORE_ID]: ['en'],
      })
    } finally {
      await offer(DEMO_GRADUATION_STORE_ID, demoLanguages)
    }
  })

  it('the store answer names its languages for the selector', async () => {
    const res = await api.get(`/stores/${DEMO_STORE_ID}`, await api.newShopper())
    expect(res.status).toBe(200)
    const body = (await res.json()) as { store: { settings: { languages?: string[] } } }
    expect(body.store.settings.languages).toEqual(['en', 'es'])
  })
})

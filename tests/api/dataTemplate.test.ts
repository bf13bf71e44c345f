// Issue 17 point 6: a new data folder is copied from the template the build makes (server/db/template.ts), and each
// data folder still makes its own secrets (token, media, downloads and sandbox keys) on its first start. The template
// is the embedded database's, so these run on PGlite only.
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trustedProxies } from '../../server/clientAddress'
import { migrate } from '../../server/db/migrate'
import { databaseConfig, openConfiguredDatabase } from '../../server/db/open'
import { type DataTemplate, fillFromTemplate, makeDataTemplate, templateKey } from '../../server/db/template'
import { seedDemoPhotos } from '../../server/seed/photos'
import { seedDemoShop } from '../../server/seed/seed'
import { startShopServices } from '../../server/shopServices'
import { TEST_DATABASE_URL } from './harness'

const KEY = 'build-1'
const embedded = databaseConfig({})
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

let root: string
let templateDir: string
const template = (options: Partial<DataTemplate> = {}): DataTemplate => ({
  dir: templateDir,
  key: async () => KEY,
  media: true,
  ...options,
})
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'data-template-'))
  templateDir = join(root, 'template')
  // initdb, the migrations and drawing the demo photos: half a minute on two busy cores.
  if (!TEST_DATABASE_URL) await makeDataTemplate(templateDir, KEY)
}, 180_000)
afterAll(() => rm(root, { recursive: true, force: true }))

/** Opens a data folder as the shop does (the template given) and reads the keys the shop's services make. */
const startOn = async (dataDir: string) => {
  const opened = await openConfiguredDatabase(embedded, { dataDir, role: 'shop', template: template() })
  try {
    const applied = await migrate(opened.db)
    const services = await startShopServices(opened.db, {
      adminToken: null,
      trustProxy: trustedProxies(undefined) ?? 0,
      now: () => Math.floor(Date.now() / 1000),
      dataDir,
    })
    services.paymentReconcile.stop()
    const { tokenSecret, mediaSecret, downloadSecret } = services
    const { rows } = await opened.db.query<{ value: string }>(`select value from server_secrets where name = 'sandbox'`)
    const secrets = { tokenSecret, mediaSecret, downloadSecret, sandbox: rows[0]?.value }
    return { fromTemplate: opened.fromTemplate, applied, secrets, db: opened.db }
  } finally {
    await opened.close()
  }
}

describe.skipIf(TEST_DATABASE_URL !== null)('a new data folder from the build template', () => {
  it('is migrated already, and makes secrets of its own: two folders from one template share none', async () => {
    const first = await startOn(join(root, 'first'))
    const second = await startOn(join(root, 'second'))
    expect([first.fromTemplate, second.fromTemplate]).toEqual([true, true])
    expect([first.applied, second.applied]).toEqual([[], []])
    for (const secrets of [first.secrets, second.secrets])
      for (const value of Object.values(secrets)) expect(value).toMatch(/^[0-9a-f]{64}$/)
    for (const name of Object.keys(first.secrets) as (keyof typeof first.secrets)[])
      expect(first.secrets[name], name).not.toBe(second.secrets[name])
    // The template itself holds none (a folder made from it later would otherwise share them).
    const third = await openConfiguredDatabase(embedded, {
      dataDir: join(root, 'third'),
      role: 'shop',
      template: template(),
    })
    try {
      expect((await third.db.query('select name from server_secrets')).rows).toEqual([])
    } finally {
      await third.close()
    }
  })

  it('opens as before once it exists: the same secrets after a restart, not copied again', async () => {
    const dataDir = join(root, 'restarted')
    const before = await startOn(dataDir)
    const after = await startOn(dataDir)
    expect(after.fromTemplate).toBe(false)
    expect(after.secrets).toEqual(before.secrets)
  })

  it('seeds the demo shop on start; the demo photos drawn at build time are there already', async () => {
    const dataDir = join(root, 'seeded')
    const opened = await openConfiguredDatabase(embedded, { dataDir, role: 'shop', template: template() })
    try {
      expect((await opened.db.query('select id from stores')).rows).toEqual([])
      const smallOf = (id: string) =>
        opened.db.query<{ small_key: string }>('select small_key from images where id = $1', [id])
      const drawnAtBuild = await readFile(join(templateDir, 'media-private', 'renditions-version'), 'utf8')
      expect(await seedDemoShop(opened.db, new Date())).toBe(true)
      expect(await seedDemoPhotos(opened.db, new Date(), dataDir)).toBe(true)
      const { rows } = await opened.db.query<{ id: string }>('select id from images')
      expect(rows.length).toBeGreaterThan(0)
      for (const { id } of rows) {
        const [image] = (await smallOf(id)).rows
        expect(await exists(join(dataDir, 'media', image?.small_key ?? 'missing'))).toBe(true)
      }
      // Nothing of the media was made again: the renditions' version stamp is the template's.
      expect(await readFile(join(dataDir, 'media-private', 'renditions-version'), 'utf8')).toBe(drawnAtBuild)
    } finally {
      await opened.close()
    }
  })

  it('copies the demo media only when asked (SEED_DEMO=off), and keeps media files already in the folder', async () => {
    const bare = join(root, 'bare')
    expect(await fillFromTemplate(bare, template({ media: false }))).toBe(true)
    expect(await exists(join(bare, 'pglite'))).toBe(true)
    expect(await exists(join(bare, 'media'))).toBe(false)

    const withLogo = join(root, 'with-logo')
    await mkdir(join(withLogo, 'media', 'store'), { recursive: true })
    await writeFile(join(withLogo, 'media', 'store', 'logo.png'), 'our own logo')
    expect(await fillFromTemplate(withLogo, template())).toBe(true)
    expect(await readFile(join(withLogo, 'media', 'store', 'logo.png'), 'utf8')).toBe('our own logo')
    expect(await exists(join(withLogo, 'media', 'products'))).toBe(true)
  })

  it('is not used when another build made it, nor on a folder that has a database', async () => {
    const other = join(root, 'other-build')
    expect(await fillFromTemplate(other, template({ key: async () => 'build-2' }))).toBe(false)
    expect(await exists(join(other, 'pglite'))).toBe(false)
    expect(await fillFromTemplate(join(root, 'first'), template())).toBe(false)
  })

  it('holds the demo art, and a build whose server did not change keeps it', async () => {
    expect(await exists(join(templateDir, 'media', 'store', 'logo.png'))).toBe(true)
    expect(await makeDataTemplate(templateDir, KEY)).toBe(false)
  })
})

describe('the template key', () => {
  it('changes with any file of the built server', async () => {
    const serverDir = join(await mkdtemp(join(tmpdir(), 'server-')), 'server')
    await mkdir(join(serverDir, 'chunks'), { recursive: true })
    await writeFile(join(serverDir, 'main.js'), 'console.log(1)')
    await writeFile(join(serverDir, 'chunks', 'a.js'), 'export {}')
    const first = await templateKey(serverDir)
    expect(await templateKey(serverDir)).toBe(first)
    await writeFile(join(serverDir, 'chunks', 'a.js'), 'export const a = 1')
    expect(await templateKey(serverDir)).not.toBe(first)
    await rm(serverDir, { recursive: true, force: true })
  })
})

import { createHmac } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SubjectImagesResponse } from '../../core/schemas/photos'
import { ClientSessionResponse } from '../../core/schemas/session'
import { PHOTO_CACHE_CONTROL, serveMedia } from '../../server/media'
import { signMediaPath } from '../../server/mediaSignature'
import { demoId } from '../../server/seed/ids'
import { renditionsAreCurrent, updateRenditions } from '../../server/services/renditions'
import { type Api, decode, startApi } from './harness'

// Issue 11 point 3: renditions of a subject's photos are reached only at the signed addresses the API hands to a
// store user holding the subject's grant; /media as main.ts serves it (server/media.ts).

const RE_ORDER = demoId('session:spring-reorders')
const EMMA = demoId('subject:emma')

let api: Api
let media: Hono
let parent: string

const fetchMedia = (url: string) => media.request(url)
const pathOf = (url: string) => new URL(url, 'http://shop').pathname
const emmaImages = async () =>
  (await decode(SubjectImagesResponse, await api.get(`/subjects/${EMMA}/images`, parent))).data.images.map(
    (c) => c.image,
  )

beforeAll(async () => {
  api = await startApi({ photos: true })
  media = new Hono().use('/media/*', serveMedia(api.dataDir ?? '', api.mediaSecret))
  parent = await api.newShopper()
  await api.get(`/client_sessions/${RE_ORDER}/subjects?password=EMMA-2026`, parent)
}, 60_000)
afterAll(() => api.close())

describe('photo renditions at signed addresses', () => {
  it('an address from the API serves the rendition, kept privately by the browser; large is at most 1,024 px', async () => {
    const [photo] = await emmaImages()
    const res = await fetchMedia(photo?.largeUrl ?? '')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/jpeg')
    expect(res.headers.get('Cache-Control')).toBe(PHOTO_CACHE_CONTROL)
    const { width = 0, height = 0 } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(Math.max(width, height)).toBe(1024)
  })

  it("every address the API hands out opens: each rendition, the knockout's, a gallery's cover", async () => {
    const images = await emmaImages()
    const knockout = images.find((i) => i.knockout)?.knockout
    const { clientSession } = await decode(ClientSessionResponse, await api.get(`/client_sessions/${RE_ORDER}`, parent))
    const cover = clientSession.galleries[0]?.coverImage ?? ''
    for (const url of [...images.flatMap((i) => [i.smallUrl, i.mediumUrl, i.largeUrl]), cover])
      expect((await fetchMedia(url)).status, url).toBe(200)
    const res = await fetchMedia(knockout?.largeUrl ?? '')
    expect([res.status, res.headers.get('Content-Type')]).toEqual([200, 'image/png'])
  })

  it('issue 17 point 4: every file of the sources opens, in its format and at its listed width, the WebP as WebP', async () => {
    const images = await emmaImages()
    const sets = images.flatMap((i) => [i, ...(i.knockout ? [i.knockout] : [])])
    expect(sets.some((r) => r.sources.type === 'image/png')).toBe(true)
    for (const { sources } of sets) {
      // Small, grid (480 px on the long edge), medium and large, narrowest first, the same widths in both formats.
      const [prefix, ext] = sources.type === 'image/png' ? ['knockout-', 'png'] : ['', 'jpg']
      expect(sources.files.map((f) => pathOf(f.url).split('/').pop())).toEqual(
        ['small', 'grid', 'medium', 'large'].map((n) => `${prefix}${n}.${ext}`),
      )
      expect(sources.webp.map((f) => f.width)).toEqual(sources.files.map((f) => f.width))
      for (const [type, files] of [
        [sources.type, sources.files],
        ['image/webp', sources.webp],
      ] as const)
        for (const { url, width } of files) {
          const res = await fetchMedia(url)
          expect([res.status, res.headers.get('Content-Type')], url).toEqual([200, type])
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
          expect(meta.width, url).toBe(width)
          if (/grid\./.test(url)) expect(Math.max(meta.width, meta.height), url).toBe(480)
          // A knockout's WebP keeps its transparency.
          if (sources.type === 'image/png') expect(meta.hasAlpha, url).toBe(true)
        }
    }
  })

  it('issue 17: a WebP address is signed for itself: the JPEG beside it opens only with its own signature', async () => {
    const [photo] = await emmaImages()
    const webp = photo?.sources.webp[1]?.url ?? ''
    const jpeg = photo?.sources.files[1]?.url ?? ''
    expect(pathOf(webp)).toMatch(/\/grid\.webp$/)
    expect(pathOf(jpeg)).toMatch(/\/grid\.jpg$/)
    const signature = (url: string) => new URL(url, 'http://shop').searchParams.get('s')
    expect((await fetchMedia(`${pathOf(webp)}?s=${signature(jpeg)}`)).status).toBe(404)
    expect((await fetchMedia(pathOf(webp))).status).toBe(404)
    expect((await fetchMedia(webp)).status).toBe(200)
  })

  it('the same path without its signature, with a wrong one, or with the signature of another rendition is 404', async () => {
    const [photo] = await emmaImages()
    const large = photo?.largeUrl ?? ''
    const small = photo?.smallUrl ?? ''
    const signatureOfSmall = new URL(small, 'http://shop').searchParams.get('s')
    for (const url of [
      pathOf(large),
      `${pathOf(large)}?s=`,
      `${pathOf(large)}?s=AAAAAAAAAAAAAAAAAAAAAA`,
      `${pathOf(large)}?s=${signatureOfSmall}`,
      signMediaPath('another installation', pathOf(large)),
    ]) {
      const res = await fetchMedia(url)
      expect(res.status, url).toBe(404)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    }
  })

  it('a wrong signature answers the same for a photo that exists and one that does not', async () => {
    const [photo] = await emmaImages()
    const existing = await fetchMedia(`${pathOf(photo?.largeUrl ?? '')}?s=AAAAAAAAAAAAAAAAAAAAAA`)
    const missing = await fetchMedia(
      '/media/photos/00000000-0000-4000-8000-000000000000/large.jpg?s=AAAAAAAAAAAAAAAAAAAAAA',
    )
    expect([missing.status, await missing.text()]).toEqual([existing.status, await existing.text()])
  })

  it('a path out of the photo folders is refused, even signed with the right key', async () => {
    const [photo] = await emmaImages()
    const original = `originals/${photo?.id}.jpg`
    for (const path of [
      `/media/photos/${photo?.id}/../../../media-private/${original}`,
      `/media/photos/..%2F..%2Fmedia-private%2F${original.replace('/', '%2F')}`,
      `/media/photos/%2e%2e/%2e%2e/media-private/${original}`,
      `/media/photos/${photo?.id}/..%2F..%2F..%2Fmedia-private%2F${original.replace('/', '%2F')}`,
    ]) {
      const res = await fetchMedia(`${path}?s=${signatureOf(path)}`)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('Content-Type')).not.toBe('image/jpeg')
    }
  })

  it('other media (backdrops, product art, the logo) stay public', async () => {
    await mkdir(join(api.dataDir ?? '', 'media', 'backgrounds'), { recursive: true })
    await writeFile(
      join(api.dataDir ?? '', 'media', 'backgrounds', 'autumn.jpg'),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c60' } })
        .jpeg()
        .toBuffer(),
    )
    const res = await fetchMedia('/media/backgrounds/autumn.jpg')
    expect([res.status, res.headers.get('Content-Type')]).toEqual([200, 'image/jpeg'])
  })
})

describe('a media folder of an older version (docs/operations.md)', () => {
  let missing: string | undefined
  it('renditions drawn before are made again once, from the originals; a photo without its original is reported', async () => {
    const dataDir = api.dataDir ?? ''
    const [photo, other] = await emmaImages()
    const large = join(dataDir, pathOf(photo?.largeUrl ?? ''))
    // What an older version left: a large rendition at the original's 1200 × 1500, no stamp.
    const old = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    await writeFile(large, old)
    await rm(join(dataDir, 'media-private', 'renditions-version'))
    await rm(join(dataDir, 'media-private', 'originals', `${other?.id}.jpg`))
    expect(await renditionsAreCurrent(dataDir)).toBe(false)

    const remade = (await updateRenditions(api.db, dataDir)) ?? []
    const { width = 0, height = 0 } = await sharp(large).metadata()
    expect(Math.max(width, height)).toBe(1024)
    expect(remade.filter((p) => p.problem).map((p) => p.imageId)).toEqual([other?.id])
    missing = other?.id
    expect(remade.length).toBe((await api.db.query('select id from images')).rows.length)
    expect(await renditionsAreCurrent(dataDir)).toBe(true)
    expect(await updateRenditions(api.db, dataDir)).toBeNull()
  }, 120_000)

  it('issue 17: a folder of version 2 (no grid rendition, no WebP) gets them, every address of the API opening', async () => {
    const dataDir = api.dataDir ?? ''
    // The photo whose original the test above removed cannot be made again; the others can.
    const images = (await emmaImages()).filter((i) => i.id !== missing)
    const newFiles = images
      .flatMap((i) => [i, ...(i.knockout ? [i.knockout] : [])])
      .flatMap((r) => [...r.sources.files.filter((f) => /grid\.(jpg|png)\?/.test(f.url)), ...r.sources.webp])
      .map((f) => f.url)
    for (const url of newFiles) await rm(join(dataDir, pathOf(url)))
    await writeFile(join(dataDir, 'media-private', 'renditions-version'), '2\n')
    expect((await fetchMedia(newFiles[0] ?? '')).status).toBe(404)

    const remade = (await updateRenditions(api.db, dataDir)) ?? []
    expect(remade.filter((p) => p.problem).map((p) => p.imageId)).toEqual(missing ? [missing] : [])
    for (const url of newFiles) expect((await fetchMedia(url)).status, url).toBe(200)
    expect(await renditionsAreCurrent(dataDir)).toBe(true)
  }, 120_000)
})

/** The signature of a path the signer refuses to sign, as the key would make it for the path the server reads. */
const signatureOf = (path: string) =>
  createHmac('sha256', api.mediaSecret).update(decodeURI(path)).digest().subarray(0, 16).toString('base64url')

import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  inspectImage,
  makeRenditions,
  mediaUrl,
  PRIVATE_DIR,
  PUBLIC_DIR,
  renditionKeysOf,
  renditionSources,
  storePhoto,
  UnsupportedImage,
  webpKey,
} from '../../../server/services/images'

const STORE = 'Brightside School Photography'

/** A plain picture of one colour: any change a rendition shows against it is the watermark. */
const plain = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#4a7fb0' } })
  return (format === 'png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer()
}

/** A transparent PNG with an opaque disc in the middle: a knockout. */
const cutOut = (size: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#c0392b"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

const pixel = async (image: Buffer, left: number, top: number) =>
  [...(await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())] as number[]

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-test-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('DESIGN decision 7: renditions', () => {
  it.each([
    ['portrait 1200×1500', 1200, 1500, { small: [256, 320], grid: [384, 480], medium: [640, 800], large: [819, 1024] }],
    [
      'landscape 2400×1200',
      2400,
      1200,
      { small: [320, 160], grid: [480, 240], medium: [800, 400], large: [1024, 512] },
    ],
    ['small 600×400', 600, 400, { small: [320, 213], grid: [480, 320], medium: [600, 400], large: [600, 400] }],
  ])(
    '%s: small, grid, medium and large fit 320, 480, 800 and 1,024 px (issues 11, 17), never enlarged, each as JPEG and WebP',
    async (_, w, h, sizes) => {
      const renditions = await makeRenditions(await plain(w, h), STORE, 'jpeg')
      expect(Object.keys(renditions)).toEqual(Object.keys(sizes))
      for (const [name, [width, height]] of Object.entries(sizes)) {
        const { main, webp } = renditions[name as keyof typeof renditions]
        const meta = await sharp(main).metadata()
        expect([meta.format, meta.width, meta.height], name).toEqual(['jpeg', width, height])
        const webpMeta = await sharp(webp).metadata()
        expect([webpMeta.format, webpMeta.width, webpMeta.height, webpMeta.hasAlpha], name).toEqual([
          'webp',
          width,
          height,
          false,
        ])
        // Issue 17 point 4: the WebP is the lighter file.
        expect(webp.length, name).toBeLessThan(main.length)
      }
    },
  )

  it('every rendition carries a visible watermark: a one-colour original comes out with lighter marks on it', async () => {
    const renditions = await makeRenditions(await plain(1200, 1500), STORE, 'jpeg')
    for (const rendition of Object.values(renditions).flatMap((r) => [r.main, r.webp])) {
      const { channels } = await sharp(rendition).stats()
      // The original is one flat colour (deviation ~0); the tiled text lifts some pixels well above it.
      expect(channels[0]?.stdev).toBeGreaterThan(5)
      expect(channels[0]?.max).toBeGreaterThan(0x4a + 40)
    }
  })

  it.each(['main', 'webp'] as const)(
    'knockout renditions (%s: PNG, WebP with alpha) keep the transparency, the watermark painted only on the subject',
    async (format) => {
      const renditions = await makeRenditions(await cutOut(900), STORE, 'knockout')
      const medium = renditions.medium[format]
      const meta = await sharp(medium).metadata()
      expect(meta).toMatchObject({
        format: format === 'main' ? 'png' : 'webp',
        hasAlpha: true,
        width: 800,
        height: 800,
      })
      expect((await pixel(medium, 0, 0))[3]).toBe(0)
      expect((await pixel(medium, 400, 400))[3]).toBeGreaterThan(250)
      const { channels } = await sharp(medium).extract({ left: 300, top: 300, width: 200, height: 200 }).stats()
      expect(channels[1]?.max).toBeGreaterThan(100) // the red disc has no green: that is the watermark
    },
  )
})

describe('DESIGN decision 7: inspecting and storing a photo', () => {
  it('tells JPEG from PNG and a transparent PNG from an opaque one; refuses other formats', async () => {
    expect(await inspectImage(await plain(40, 30))).toEqual({
      format: 'jpeg',
      width: 40,
      height: 30,
      transparent: false,
    })
    expect((await inspectImage(await plain(40, 30, 'png'))).transparent).toBe(false)
    expect((await inspectImage(await cutOut(40))).transparent).toBe(true)
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    await expect(inspectImage(gif)).rejects.toBeInstanceOf(UnsupportedImage)
    await expect(inspectImage(Buffer.from('not an image'))).rejects.toThrow()
  })

  it('keeps the original under media-private and writes the renditions under media', async () => {
    const { files } = await storePhoto(dir, 'photo-1', { original: await plain(600, 400) }, STORE)
    await expect(access(join(dir, PRIVATE_DIR, files.originalKey))).resolves.toBeUndefined()
    await expect(access(join(dir, PUBLIC_DIR, files.originalKey))).rejects.toThrow()
    for (const key of Object.values(files.renditions)) {
      await expect(access(join(dir, PUBLIC_DIR, key))).resolves.toBeUndefined()
      await expect(access(join(dir, PUBLIC_DIR, webpKey(key)))).resolves.toBeUndefined()
    }
    expect(files.renditions).toEqual({
      small: 'photos/photo-1/small.jpg',
      grid: 'photos/photo-1/grid.jpg',
      medium: 'photos/photo-1/medium.jpg',
      large: 'photos/photo-1/large.jpg',
    })
    expect(files.knockout).toBeNull()
  })

  it('issue 17: the grid and WebP keys follow from the three keys a row keeps', () => {
    const kept = {
      small: 'photos/a/knockout-small.png',
      medium: 'photos/a/knockout-medium.png',
      large: 'photos/a/knockout-large.png',
    }
    const keys = renditionKeysOf(kept)
    expect(keys.grid).toBe('photos/a/knockout-grid.png')
    expect(webpKey(keys.grid)).toBe('photos/a/knockout-grid.webp')
    expect(webpKey('photos/a/small.jpg')).toBe('photos/a/small.webp')
  })

  it('issue 17: the sources list each width once, narrowest first, as JPEG and WebP, each address signed', () => {
    const keys = renditionKeysOf({
      small: 'photos/a/small.jpg',
      medium: 'photos/a/medium.jpg',
      large: 'photos/a/large.jpg',
    })
    const portrait = renditionSources('secret', keys, 'image/jpeg', { width: 1200, height: 1500 })
    expect(portrait.type).toBe('image/jpeg')
    expect(portrait.files.map((f) => f.width)).toEqual([256, 384, 640, 819])
    expect(portrait.webp.map((f) => f.width)).toEqual([256, 384, 640, 819])
    expect(portrait.files[1]?.url).toBe(mediaUrl('secret', 'photos/a/grid.jpg'))
    expect(portrait.webp[3]?.url).toBe(mediaUrl('secret', 'photos/a/large.webp'))
    expect(portrait.webp[3]?.url).toMatch(/^\/media\/photos\/a\/large\.webp\?s=[\w-]{22}$/)
    // A 600×400 original: medium and large are the original's size, listed once.
    const small = renditionSources('secret', keys, 'image/jpeg', { width: 600, height: 400 })
    expect(small.files.map((f) => [f.url.split('?')[0], f.width])).toEqual([
      ['/media/photos/a/small.jpg', 320],
      ['/media/photos/a/grid.jpg', 480],
      ['/media/photos/a/medium.jpg', 600],
    ])
  })

  it('a transparent PNG is its own knockout; a green-screen photo takes a separate cut-out', async () => {
    const own = await storePhoto(dir, 'photo-2', { original: await cutOut(500) }, STORE)
    expect(own.files.knockout?.originalKey).toBe(own.files.originalKey)
    const separate = await storePhoto(
      dir,
      'photo-3',
      { original: await plain(500, 500), knockout: await cutOut(500) },
      STORE,
    )
    expect(separate.files.knockout?.originalKey).toBe('originals/photo-3-knockout.png')
    for (const key of Object.values(separate.files.knockout?.renditions ?? {})) {
      expect((await sharp(join(dir, PUBLIC_DIR, key)).metadata()).hasAlpha).toBe(true)
      expect(await sharp(join(dir, PUBLIC_DIR, webpKey(key))).metadata()).toMatchObject({
        format: 'webp',
        hasAlpha: true,
      })
    }
  })
})

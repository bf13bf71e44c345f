import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  inspectImage,
  makeRenditions,
  PRIVATE_DIR,
  PUBLIC_DIR,
  storePhoto,
  UnsupportedImage,
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
    ['portrait 1200×1500', 1200, 1500, { small: [256, 320], medium: [640, 800], large: [819, 1024] }],
    ['landscape 2400×1200', 2400, 1200, { small: [320, 160], medium: [800, 400], large: [1024, 512] }],
    ['small 600×400', 600, 400, { small: [320, 213], medium: [600, 400], large: [600, 400] }],
  ])('%s: small, medium and large fit 320, 800 and 1,024 px (issue 11), never enlarged', async (_, w, h, sizes) => {
    const renditions = await makeRenditions(await plain(w, h), STORE, 'jpeg')
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const meta = await sharp(renditions[name as keyof typeof renditions]).metadata()
      expect([meta.format, meta.width, meta.height], name).toEqual(['jpeg', width, height])
    }
  })

  it('every rendition carries a visible watermark: a one-colour original comes out with lighter marks on it', async () => {
    const renditions = await makeRenditions(await plain(1200, 1500), STORE, 'jpeg')
    for (const rendition of Object.values(renditions)) {
      const { channels } = await sharp(rendition).stats()
      // The original is one flat colour (deviation ~0); the tiled text lifts some pixels well above it.
      expect(channels[0]?.stdev).toBeGreaterThan(5)
      expect(channels[0]?.max).toBeGreaterThan(0x4a + 40)
    }
  })

  it('knockout renditions are PNGs that keep the transparency, the watermark painted only on the subject', async () => {
    const renditions = await makeRenditions(await cutOut(900), STORE, 'knockout')
    const meta = await sharp(renditions.medium).metadata()
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 800, height: 800 })
    expect((await pixel(renditions.medium, 0, 0))[3]).toBe(0)
    expect((await pixel(renditions.medium, 400, 400))[3]).toBe(255)
    const { channels } = await sharp(renditions.medium)
      .extract({ left: 300, top: 300, width: 200, height: 200 })
      .stats()
    expect(channels[1]?.max).toBeGreaterThan(100) // the red disc has no green: that is the watermark
  })
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
    for (const key of Object.values(files.renditions))
      await expect(access(join(dir, PUBLIC_DIR, key))).resolves.toBeUndefined()
    expect(files.knockout).toBeNull()
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
    for (const key of Object.values(separate.files.knockout?.renditions ?? {}))
      expect((await sharp(join(dir, PUBLIC_DIR, key)).metadata()).hasAlpha).toBe(true)
  })
})

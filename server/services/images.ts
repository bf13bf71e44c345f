import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { RenditionSources } from '../../core/schemas/photos'
import { renditionWidth } from '../../core/srcset'
import { signMediaPath } from '../mediaSignature'

// DESIGN decision 7: every photo has an original plus small, medium and large renditions (and knockout ones for green
// screen). Renditions shown before purchase carry a watermark; the original is kept where no route serves it.

/**
 * Longest edge of each rendition in pixels; a smaller original is never enlarged. Large is at most 1,024 px (issue 11
 * point 3): enough to judge a photo on any screen, too small to print it well. Grid fits a phone's two-column tile at
 * twice its pixels (issue 17 point 4).
 */
export const RENDITION_SIZES = { small: 320, grid: 480, medium: 800, large: 1024 } as const
export type RenditionName = keyof typeof RENDITION_SIZES
const NAMES = Object.keys(RENDITION_SIZES) as RenditionName[]

/** Served as /media/... by main.ts. */
export const PUBLIC_DIR = 'media'
/** Never served: originals wait here for a purchase (issues 4 and 6 open them through expiring signed links). */
export const PRIVATE_DIR = 'media-private'

/** The backdrop a transparent photo is flattened on for its ordinary (JPEG) renditions. */
const FLATTEN_BACKGROUND = '#eceff3'

export type ImageInfo = {
  format: 'jpeg' | 'png'
  width: number
  height: number
  /** Some pixel is not fully opaque: the photo is a knockout. */
  transparent: boolean
}

export class UnsupportedImage extends Error {}

/** What a file is; throws UnsupportedImage for anything but a JPEG or PNG, and sharp's error for a broken file. */
export const inspectImage = async (input: Buffer): Promise<ImageInfo> => {
  const image = sharp(input)
  const meta = await image.metadata().catch(() => {
    throw new UnsupportedImage('not a JPEG or PNG image')
  })
  if (meta.format !== 'jpeg' && meta.format !== 'png')
    throw new UnsupportedImage(`not a JPEG or PNG image (${meta.format})`)
  // EXIF orientations 5-8 turn the picture a quarter: the upright size swaps width and height.
  const turned = (meta.orientation ?? 1) >= 5
  const transparent = meta.hasAlpha ? !(await image.stats()).isOpaque : false
  return {
    format: meta.format,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    transparent,
  }
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A tiled, diagonal, semi-transparent watermark covering a whole picture of this size: rows of "PROOF" over the store
 * name, light with a dark edge so it reads on any backdrop and any skin, every row underlined by a rule across the
 * whole picture, so no crop of the rendition escapes it. Issue 11 point 3: dense enough that at least 15 % of a
 * portrait's face is marked (tests/unit/server/watermark.test.ts measures it), light enough to judge the photo.
 */
const watermarkSvg = (width: number, height: number, storeName: string): string => {
  const big = Math.max(12, Math.round(Math.min(width, height) / 9))
  const name = escapeXml(storeName.toUpperCase())
  // A long store name is set smaller rather than spreading the marks apart: every store's watermark is as dense.
  const small = Math.round(Math.min(big * 0.36, (big * 7) / (storeName.length * 0.85)))
  const tileWidth = Math.round(Math.max(big * 3.6, storeName.length * small * 0.85) + big * 0.5)
  const rowHeight = Math.round(big * 1.9)
  const text = (x: number, y: number, size: number, body: string, weight: number) =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif"
      font-size="${size}" font-weight="${weight}" letter-spacing="${size * 0.08}" fill="#ffffff" fill-opacity="0.42"
      stroke="#000000" stroke-opacity="0.3" stroke-width="${Math.max(1, size / 18)}">${body}</text>`
  const mark = (x: number, y: number) => text(x, y, big, 'PROOF', 800) + text(x, y + small * 1.4, small, name, 600)
  // Rows over a square that still covers the picture once turned by -28° about its centre, every other row shifted
  // half a mark. Plain elements: librsvg draws them several times faster than an SVG pattern.
  const reach = Math.hypot(width, height) / 2
  const left = width / 2 - reach
  const line = Math.max(1, big / 9)
  const rule = (y: number) =>
    `<rect x="${left}" y="${y}" width="${reach * 2}" height="${line}" fill="#ffffff" fill-opacity="0.4"/>
     <rect x="${left}" y="${y + line}" width="${reach * 2}" height="${Math.max(1, line / 3)}" fill="#000000"
      fill-opacity="0.3"/>`
  const marks: string[] = []
  for (let row = 0, y = height / 2 - reach; y < height / 2 + reach + rowHeight; row++, y += rowHeight) {
    for (let x = left - (row % 2 ? tileWidth / 2 : 0); x < width / 2 + reach + tileWidth; x += tileWidth)
      marks.push(mark(x, y))
    marks.push(rule(y + small * 2.2))
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <g transform="rotate(-28 ${width / 2} ${height / 2})">${marks.join('')}</g></svg>`
}

/** How JPEG renditions are encoded. */
export const RENDITION_JPEG = { quality: 82, progressive: true } as const
/**
 * How the WebP beside every rendition is encoded (issue 17 point 4: about half the JPEG's bytes). Quality 75 at effort
 * 4 of 6 was 9-10 % smaller than 78 at effort 3 on the demo's watermarked portraits, no slower to encode, and looked
 * the same; AVIF was smaller still but several times slower to encode, too slow for seeding and imports.
 */
export const RENDITION_WEBP = { quality: 75, alphaQuality: 90, effort: 4 } as const

export type Sized = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }

/**
 * One rendition's picture before its watermark, as uncompressed pixels, so nothing is encoded twice (exported for the
 * watermark coverage test, which compares a rendition with it).
 */
export const unmarkedRendition = async (input: Buffer, size: number, flatten: boolean): Promise<Sized> => {
  let image = sharp(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true })
  if (flatten) image = image.flatten({ background: FLATTEN_BACKGROUND })
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } }
}

const drawn = new Map<string, Promise<Buffer>>()

/** The photos of one shoot share their size, so each watermark is drawn once; the last few sizes are kept. */
const watermarkImage = (width: number, height: number, storeName: string): Promise<Buffer> => {
  const key = `${width}x${height}:${storeName}`
  const known = drawn.get(key)
  if (known) return known
  const made = sharp(Buffer.from(watermarkSvg(width, height, storeName)))
    .png()
    .toBuffer()
  drawn.set(key, made)
  if (drawn.size > 16) drawn.delete(drawn.keys().next().value ?? key)
  return made
}

/** One watermarked rendition: the JPEG (or a knockout's PNG) and the WebP of the same pixels. */
export type Rendition = { main: Buffer; webp: Buffer }

const watermark = async ({ data, raw }: Sized, storeName: string, keepAlpha: boolean): Promise<Rendition> => {
  // 'atop' paints the mark only where the knockout has a subject, so the transparent parts stay transparent.
  const marked = await sharp(data, { raw })
    .composite([{ input: await watermarkImage(raw.width, raw.height, storeName), blend: keepAlpha ? 'atop' : 'over' }])
    .raw()
    .toBuffer({ resolveWithObject: true })
  // Both formats are encoded from the same marked pixels, so the watermark is composed once.
  const pixels = () => sharp(marked.data, { raw: marked.info })
  const [main, webp] = await Promise.all([
    keepAlpha ? pixels().png().toBuffer() : pixels().jpeg(RENDITION_JPEG).toBuffer(),
    pixels().webp(RENDITION_WEBP).toBuffer(),
  ])
  return { main, webp }
}

export type RenditionSet = Record<RenditionName, Rendition>

/**
 * Small, grid, medium and large watermarked renditions: JPEG, or PNG with its transparency for a knockout, each with
 * a WebP (with alpha for a knockout) beside it.
 */
export const makeRenditions = async (
  input: Buffer,
  storeName: string,
  kind: 'jpeg' | 'knockout',
): Promise<RenditionSet> => {
  const made = await Promise.all(
    NAMES.map(async (name) =>
      watermark(await unmarkedRendition(input, RENDITION_SIZES[name], kind === 'jpeg'), storeName, kind === 'knockout'),
    ),
  )
  return Object.fromEntries(NAMES.map((name, i) => [name, made[i]])) as RenditionSet
}

/**
 * Where one photo's files live; every key is relative to DATA_DIR/media or DATA_DIR/media-private. `renditions` holds
 * the JPEG (or knockout PNG) keys; each one's WebP sits beside it under the same name (`webpKey`).
 */
export type PhotoFiles = {
  originalKey: string
  renditions: Record<RenditionName, string>
  knockout: { originalKey: string; renditions: Record<RenditionName, string> } | null
}

/** A rendition's address, /media/<key>, signed with the media key: only the API hands it out (issue 11 point 3). */
export const mediaUrl = (mediaSecret: string, key: string) => signMediaPath(mediaSecret, `/${PUBLIC_DIR}/${key}`)

/**
 * Every rendition of a set with its width, narrowest first, as its own format and as WebP, each address signed
 * (issue 17 point 4: what the browser needs for `srcset`). A small photo makes several renditions of one width; the
 * first of each width is kept.
 */
export const renditionSources = (
  mediaSecret: string,
  keys: Record<RenditionName, string>,
  type: RenditionSources['type'],
  size: { width: number; height: number },
): RenditionSources => {
  const widths = new Set<number>()
  const names = NAMES.filter((name) => {
    const w = renditionWidth(size, RENDITION_SIZES[name])
    return !widths.has(w) && widths.add(w)
  })
  const files = (key: (name: RenditionName) => string) =>
    names.map((name) => ({
      url: mediaUrl(mediaSecret, key(name)),
      width: renditionWidth(size, RENDITION_SIZES[name]),
    }))
  return { type, files: files((n) => keys[n]), webp: files((n) => webpKey(keys[n])) }
}

const renditionKeys = (imageId: string, prefix: string, ext: string) =>
  Object.fromEntries(NAMES.map((n) => [n, `photos/${imageId}/${prefix}${n}.${ext}`])) as Record<RenditionName, string>

/** The WebP of a rendition: beside it, under the same name. */
export const webpKey = (key: string) => key.replace(/\.(jpg|png)$/, '.webp')

/**
 * The keys of a photo's renditions from the three an `images` row keeps (small, medium, large): the grid rendition
 * (issue 17) sits beside the small one, named alike, so rows of every version find it without a new column.
 */
export const renditionKeysOf = (kept: Record<'small' | 'medium' | 'large', string>): Record<RenditionName, string> => ({
  ...kept,
  grid: kept.small.replace(/small(\.(jpg|png))$/, 'grid$1'),
})

/** `knockout`: none, a separate cut-out file, or the original itself (a transparent PNG is its own knockout). */
export const photoFileKeys = (
  imageId: string,
  format: ImageInfo['format'],
  knockout: 'none' | 'separate' | 'original',
): PhotoFiles => {
  const originalKey = `originals/${imageId}.${format === 'png' ? 'png' : 'jpg'}`
  return {
    originalKey,
    renditions: renditionKeys(imageId, '', 'jpg'),
    knockout:
      knockout === 'none'
        ? null
        : {
            originalKey: knockout === 'original' ? originalKey : `originals/${imageId}-knockout.png`,
            renditions: renditionKeys(imageId, 'knockout-', 'png'),
          },
  }
}

/**
 * Written beside the target and renamed into place, so a reader (the shop serving it, or another shop process on
 * the same media folder drawing the same demo photo) never sees half a file.
 */
const put = async (path: string, data: Buffer) => {
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.${randomUUID()}.partial`
  try {
    await writeFile(partial, data)
    await rename(partial, path)
  } catch (e) {
    await rm(partial, { force: true })
    throw e
  }
}

export type PhotoSource = {
  original: Buffer
  /** The subject cut out of a green-screen original, as a transparent PNG. */
  knockout?: Buffer | null
}

export type StoredPhoto = { info: ImageInfo; files: PhotoFiles }

/** The watermarked renditions of a photo, with the keys they go to under DATA_DIR. */
const renditionFiles = async (
  files: PhotoFiles,
  source: PhotoSource,
  storeName: string,
): Promise<[string, Buffer][]> => {
  const writes: [string, Buffer][] = []
  const add = (keys: Record<RenditionName, string>, made: RenditionSet) => {
    for (const name of NAMES) {
      writes.push([join(PUBLIC_DIR, keys[name]), made[name].main])
      writes.push([join(PUBLIC_DIR, webpKey(keys[name])), made[name].webp])
    }
  }
  add(files.renditions, await makeRenditions(source.original, storeName, 'jpeg'))
  if (files.knockout)
    add(files.knockout.renditions, await makeRenditions(source.knockout ?? source.original, storeName, 'knockout'))
  return writes
}

/**
 * Makes and writes every file of one photo: the original (private), watermarked JPEG renditions, and knockout PNG
 * renditions when a knockout is given or the original is itself transparent, each with its WebP.
 */
export const storePhoto = async (
  dataDir: string,
  imageId: string,
  source: PhotoSource,
  storeName: string,
  info?: ImageInfo,
): Promise<StoredPhoto> => {
  const known = info ?? (await inspectImage(source.original))
  const files = photoFileKeys(
    imageId,
    known.format,
    source.knockout ? 'separate' : known.transparent ? 'original' : 'none',
  )
  // Everything is made before anything is written, so a photo that fails half-way leaves no files behind.
  const writes: [string, Buffer][] = [[join(PRIVATE_DIR, files.originalKey), source.original]]
  if (files.knockout && source.knockout) writes.push([join(PRIVATE_DIR, files.knockout.originalKey), source.knockout])
  writes.push(...(await renditionFiles(files, source, storeName)))
  for (const [key, data] of writes) await put(join(dataDir, key), data)
  return { info: known, files }
}

/** Makes a stored photo's renditions again from its original (and knockout), in place of the ones on disk. */
export const remakeRenditions = async (dataDir: string, files: PhotoFiles, storeName: string): Promise<void> => {
  const read = (key: string) => readFile(join(dataDir, PRIVATE_DIR, key))
  // A transparent original is its own knockout; a green-screen photo keeps its cut-out beside it.
  const cutOut = files.knockout?.originalKey !== files.originalKey ? files.knockout?.originalKey : undefined
  const source = { original: await read(files.originalKey), knockout: cutOut ? await read(cutOut) : null }
  for (const [key, data] of await renditionFiles(files, source, storeName)) await put(join(dataDir, key), data)
}

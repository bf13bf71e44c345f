import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'

// DESIGN decision 7: every photo has an original plus small, medium and large renditions (and knockout ones for green
// screen). Renditions shown before purchase carry a watermark; the original is kept where no route serves it.

/** Longest edge of each rendition in pixels; a smaller original is never enlarged. */
export const RENDITION_SIZES = { small: 320, medium: 800, large: 1600 } as const
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
 * A tiled, diagonal, semi-transparent watermark covering a whole picture of this size: "PROOF" over the store
 * name, light with a dark edge so it reads on any backdrop, repeated so no crop of the rendition escapes it.
 */
const watermarkSvg = (width: number, height: number, storeName: string): string => {
  const big = Math.max(12, Math.round(Math.min(width, height) / 7))
  const small = Math.round(big * 0.36)
  const name = escapeXml(storeName.toUpperCase())
  const tileWidth = Math.round(Math.max(big * 3.8, name.length * small * 0.9) + big)
  const rowHeight = Math.round(big * 2.4)
  const text = (x: number, y: number, size: number, body: string, weight: number) =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif"
      font-size="${size}" font-weight="${weight}" letter-spacing="${size * 0.08}" fill="#ffffff" fill-opacity="0.38"
      stroke="#000000" stroke-opacity="0.22" stroke-width="${Math.max(1, size / 28)}">${body}</text>`
  const mark = (x: number, y: number) => text(x, y, big, 'PROOF', 800) + text(x, y + small * 1.4, small, name, 600)
  // Rows of marks, every other row shifted half a mark, laid over a square that still covers the picture once turned
  // by -28° about its centre. Plain elements: librsvg draws them several times faster than an SVG pattern.
  const reach = Math.hypot(width, height) / 2
  const marks: string[] = []
  for (let row = 0, y = -reach; y < reach + rowHeight; row++, y += rowHeight)
    for (let x = -reach - (row % 2 ? tileWidth / 2 : 0); x < reach + tileWidth; x += tileWidth)
      marks.push(mark(width / 2 + x, height / 2 + y))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <g transform="rotate(-28 ${width / 2} ${height / 2})">${marks.join('')}</g></svg>`
}

type Sized = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }

// Uncompressed pixels between the resize and the watermark: nothing is encoded twice.
const resize = async (input: Buffer, size: number, flatten: boolean): Promise<Sized> => {
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

const watermark = async ({ data, raw }: Sized, storeName: string, keepAlpha: boolean) => {
  // 'atop' paints the mark only where the knockout has a subject, so the transparent parts stay transparent.
  const image = sharp(data, { raw }).composite([
    { input: await watermarkImage(raw.width, raw.height, storeName), blend: keepAlpha ? 'atop' : 'over' },
  ])
  return keepAlpha ? image.png().toBuffer() : image.jpeg({ quality: 82, progressive: true }).toBuffer()
}

export type RenditionSet = Record<RenditionName, Buffer>

/** Small, medium and large watermarked renditions: JPEG, or PNG with its transparency for a knockout. */
export const makeRenditions = async (
  input: Buffer,
  storeName: string,
  kind: 'jpeg' | 'knockout',
): Promise<RenditionSet> => {
  const made = await Promise.all(
    NAMES.map(async (name) =>
      watermark(await resize(input, RENDITION_SIZES[name], kind === 'jpeg'), storeName, kind === 'knockout'),
    ),
  )
  return Object.fromEntries(NAMES.map((name, i) => [name, made[i]])) as RenditionSet
}

/** Where one photo's files live; every key is relative to DATA_DIR/media or DATA_DIR/media-private. */
export type PhotoFiles = {
  originalKey: string
  renditions: Record<RenditionName, string>
  knockout: { originalKey: string; renditions: Record<RenditionName, string> } | null
}

export const mediaUrl = (key: string) => `/${PUBLIC_DIR}/${key}`

const renditionKeys = (imageId: string, prefix: string, ext: string) =>
  Object.fromEntries(NAMES.map((n) => [n, `photos/${imageId}/${prefix}${n}.${ext}`])) as Record<RenditionName, string>

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

/**
 * Makes and writes every file of one photo: the original (private), watermarked JPEG renditions, and knockout PNG
 * renditions when a knockout is given or the original is itself transparent.
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
  const renditions = await makeRenditions(source.original, storeName, 'jpeg')
  for (const name of NAMES) writes.push([join(PUBLIC_DIR, files.renditions[name]), renditions[name]])
  if (files.knockout) {
    if (source.knockout) writes.push([join(PRIVATE_DIR, files.knockout.originalKey), source.knockout])
    const cut = await makeRenditions(source.knockout ?? source.original, storeName, 'knockout')
    for (const name of NAMES) writes.push([join(PUBLIC_DIR, files.knockout.renditions[name]), cut[name]])
  }
  for (const [key, data] of writes) await put(join(dataDir, key), data)
  return { info: known, files }
}

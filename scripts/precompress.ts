import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

// Issue 17 point 1: the storefront's text files leave the build with their brotli (.br) and gzip (.gz) copies beside
// them, at the smallest settings (brotli 11, gzip 9): made once here, served by server/staticFiles.ts at no CPU cost.

/** What compresses: scripts, styles, SVG, JSON, text. Not index.html: the server fills it in per request (page.ts). */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/
/** Smaller files go as they are (server/compression.ts COMPRESS_THRESHOLD). */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile() && TEXT_FILE.test(f.name))
    .map((f) => join(f.parentPath, f.name))

/** Writes `file.br` and `file.gz` beside a file of at least MIN_BYTES, each where it is smaller than the file. */
const precompressFile = async (file: string) => {
  const body = await readFile(file)
  if (body.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  if (br.length < body.length) await writeFile(`${file}.br`, br)
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
}

/** The Vite plugin: after the storefront's build (not the server's, `--ssr`), every text file of its output. */
export const precompress = (): Plugin => {
  let outDir = ''
  let ssr = false
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (ssr) return
      await Promise.all((await filesUnder(outDir)).map(precompressFile))
    },
  }
}

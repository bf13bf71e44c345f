import { createReadStream, type ReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { ByteRange } from './byteRange'

// DESIGN decisions 7 and 14, issue 14: download all streams one ZIP (yazl: ZIP64 past 4 GB) in bounded memory. JPEGs do
// not compress, so entries are stored: with every size known the archive's size is known before a byte is read
// (Content-Length, the size of request_digital_archive). Entries have fixed dates, modes and order, so the same order
// gives the same bytes on every request and an interrupted download resumes with a range.

export type ArchiveEntry = {
  /** The name in the archive (core/downloads.ts archiveEntryNames). */
  name: string
  /** The file on disk. */
  path: string
  size: number
}

/** Regular file, rw-r--r--. */
const ENTRY_MODE = 0o100644

type Opener = (entry: ArchiveEntry, give: (stream: Readable) => void) => void

const zipOf = (entries: readonly ArchiveEntry[], mtime: Date, open: Opener): ZipFile => {
  const zip = new ZipFile()
  for (const entry of entries)
    zip.addReadStreamLazy(entry.name, { mtime, mode: ENTRY_MODE, compress: false, size: entry.size }, (cb) =>
      open(entry, (stream) => cb(null, stream)),
    )
  return zip
}

/**
 * Always the ZIP64 end records (76 bytes more, read by every current unzipper): yazl 3.3's size calculation counts
 * them once the central directory passes 64 KB (about 700 photos) but its writer only past 4 GB, so without this the
 * Content-Length of a large archive would be 76 bytes more than its bytes (tests/unit/server/downloadArchive.test.ts).
 */
const END_OPTIONS = { forceZip64Format: true, comment: '' }

/** The archive's size in bytes, computed by yazl from the entries' sizes; no file is opened. */
export const archiveSize = (entries: readonly ArchiveEntry[], mtime: Date): number => {
  let size = -1
  // The first entry asks for its stream at once; it never gets one, and the unfinished archive is dropped.
  const zip = zipOf(entries, mtime, () => {})
  ;(zip.end as (options: typeof END_OPTIONS, sized: (total: number) => void) => void)(END_OPTIONS, (total) => {
    size = total
  })
  if (size < 0) throw new Error('the archive size is not known up front')
  return size
}

/**
 * The archive's bytes `range.start` to `range.end`. One original is open at a time, read as the client takes the
 * bytes (backpressure), so memory stays bounded whatever the number of photos. Bytes before the range are made and
 * dropped (each entry's CRC needs its data); the archive stops being made once the range is sent, and when the client
 * goes away (the stream is destroyed), the open file is closed.
 */
export async function* archiveBytes(
  entries: readonly ArchiveEntry[],
  mtime: Date,
  range: ByteRange,
): AsyncGenerator<Buffer> {
  let current: ReadStream | null = null
  const zip = zipOf(entries, mtime, (entry, give) => {
    current = createReadStream(entry.path)
    // A file that cannot be read fails the archive (yazl leaves a read stream's errors to its caller).
    current.on('error', (e) => zip.emit('error', e))
    give(current)
  })
  const output = zip.outputStream as Readable
  zip.on('error', (e) => output.destroy(e))
  zip.end(END_OPTIONS)
  let offset = 0
  try {
    for await (const chunk of output) {
      const data = chunk as Buffer
      const from = Math.max(0, range.start - offset)
      const to = Math.min(data.length, range.end + 1 - offset)
      offset += data.length
      if (to > from) yield data.subarray(from, to)
      if (offset > range.end) return
    }
  } finally {
    ;(current as ReadStream | null)?.destroy()
    output.destroy()
  }
}

// Reads back a ZIP the shop made (issue 14), with yauzl: an independent reader, which checks every entry's size.
import { buffer } from 'node:stream/consumers'
import yauzl from 'yauzl'

export type ZipEntry = { name: string; data: Buffer; mtime: Date; stored: boolean }

/** Calls `onEntry` with each entry of the archive (a file's path or its bytes), in order, one at a time. */
export const eachZipEntry = async (source: string | Buffer, onEntry: (entry: ZipEntry) => void): Promise<number> => {
  const options = { lazyEntries: true, autoClose: false }
  const zip =
    typeof source === 'string'
      ? await yauzl.openPromise(source, options)
      : await yauzl.fromBufferPromise(source, options)
  let count = 0
  try {
    for await (const entry of zip.eachEntry()) {
      const data = await buffer(await zip.openReadStreamPromise(entry))
      onEntry({ name: entry.fileName, data, mtime: entry.getLastModDate(), stored: entry.compressionMethod === 0 })
      count += 1
    }
  } finally {
    zip.close()
  }
  return count
}

/** Every entry of the archive with its bytes. */
export const readZip = async (source: string | Buffer): Promise<ZipEntry[]> => {
  const entries: ZipEntry[] = []
  await eachZipEntry(source, (entry) => entries.push(entry))
  return entries
}

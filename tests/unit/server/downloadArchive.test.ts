// Issue 14 point 4: the download-all ZIP's size is known before a byte is read, and the same entries give the same
// bytes, also from an offset (a resumed download).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ArchiveEntry, archiveBytes, archiveSize } from '../../../server/services/downloads/archive'
import { readZip } from '../../api/zipReader'

const MTIME = new Date('2026-11-20T09:30:00Z')
let dir: string
let entries: ArchiveEntry[]

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archive-'))
  // 1,000 entries with long names: the central directory passes 64 KB, where yazl's size and its writer disagreed.
  entries = await Promise.all(
    Array.from({ length: 1_000 }, async (_, i) => {
      const path = join(dir, `${i}.jpg`)
      await writeFile(path, `photo ${i} `.repeat(i % 7))
      return {
        name: `Emma Johnson - K7M2QX9P/${String(i + 1).padStart(4, '0')} Emma Johnson pose ${i}.jpg`,
        path,
        size: `photo ${i} `.length * (i % 7),
      }
    }),
  )
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const bytes = (from: number, to: number) =>
  buffer(Readable.from(archiveBytes(entries, MTIME, { start: from, end: to })))

describe('the download-all ZIP', () => {
  it('is exactly the size computed up front, and reads back as the files in order with the order’s date', async () => {
    const size = archiveSize(entries, MTIME)
    const whole = await bytes(0, size - 1)
    expect(whole.length).toBe(size)
    const read = await readZip(whole)
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name))
    expect(read[5]?.data.toString()).toBe('photo 5 '.repeat(5))
    expect(read.every((e) => e.stored && e.mtime.getTime() === MTIME.getTime())).toBe(true)
  })

  it('gives the same bytes every time, and a range is the same slice of them', async () => {
    const size = archiveSize(entries, MTIME)
    const whole = await bytes(0, size - 1)
    expect((await bytes(0, size - 1)).equals(whole)).toBe(true)
    expect((await bytes(12_345, 67_890)).equals(whole.subarray(12_345, 67_891))).toBe(true)
    expect((await bytes(size - 10, size - 1)).equals(whole.subarray(size - 10))).toBe(true)
  })
})

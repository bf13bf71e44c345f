import { createHash } from 'node:crypto'

/** A stable UUID (version 5 layout) for a demo record, so links to the demo shop survive a re-seed. */
export const demoId = (name: string): string => {
  const h = createHash('sha1').update(`picture-day-demo:${name}`).digest()
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80
  const x = h.subarray(0, 16).toString('hex')
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`
}

// Resuming an interrupted download (issue 14): one byte range of RFC 9110 §14, checked against the file's validator.

/** Bytes `start` to `end`, both included. */
export type ByteRange = { start: number; end: number }

/**
 * The one range a `Range` header asks of `size` bytes: `bytes=a-b`, `bytes=a-` or the last n bytes `bytes=-n`.
 * Null (send everything, as RFC 9110 allows) for no header, a malformed one or several ranges; `unsatisfiable` when
 * the range starts past the end (416).
 */
export const requestedRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null => {
  const m = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null
  if (!m) return null
  const [, first = '', last = ''] = m
  if (first === '') {
    if (last === '') return null
    const suffix = Number(last)
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

/**
 * `If-Range`: the range applies only while the file is the one the client began with (the same strong ETag); a date
 * or another tag gets the whole file again.
 */
export const rangeStillApplies = (ifRange: string | undefined, etag: string): boolean =>
  ifRange === undefined || ifRange.trim() === etag

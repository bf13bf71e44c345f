/**
 * A new Idempotency-Key (DESIGN decision 5): a random UUID. `crypto.randomUUID` needs a secure context (https or
 * localhost); a shop opened on a LAN address over http still has `getRandomValues`, so the UUID is built from it.
 */
export const newIdempotencyKey = (): string => {
  const { crypto } = globalThis
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

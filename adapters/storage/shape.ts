// Issue 17 point 2: what this browser kept in its own storage is read back with small shape checks instead of a schema
// library (an older shop may have kept another shape; such a value is no value). Text limits are not checked here: the
// server checks everything it is sent.

/** Whether an unknown value has a shape. */
export type Shape = (x: unknown) => boolean

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

export const string: Shape = (x) => typeof x === 'string'
export const boolean: Shape = (x) => typeof x === 'boolean'
export const number: Shape = (x) => typeof x === 'number'
export const nonNegativeInt: Shape = (x) => Number.isInteger(x) && (x as number) >= 0
export const fraction: Shape = (x) => typeof x === 'number' && x >= 0 && x <= 1
export const oneOf =
  (...values: readonly unknown[]): Shape =>
  (x) =>
    values.includes(x)
export const either =
  (...shapes: readonly Shape[]): Shape =>
  (x) =>
    shapes.some((s) => s(x))
export const nullOr = (shape: Shape): Shape => either(oneOf(null), shape)
/** A key that may be absent. */
export const optional = (shape: Shape): Shape => either(oneOf(undefined), shape)
export const array =
  (shape: Shape): Shape =>
  (x) =>
    Array.isArray(x) && x.every(shape)
export const record =
  (shape: Shape): Shape =>
  (x) =>
    isObject(x) && Object.values(x).every(shape)
export const struct =
  (fields: Record<string, Shape>): Shape =>
  (x) =>
    isObject(x) && Object.entries(fields).every(([key, shape]) => shape(x[key]))

/** The stored JSON text as a T when it has the shape; else (no text, broken JSON, another shape) null. */
export const readAs = <T>(shape: Shape, text: string | null): T | null => {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    return shape(value) ? (value as T) : null
  } catch {
    return null
  }
}

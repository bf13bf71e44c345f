import { Schema } from 'effect'

/** Every entity id is a UUID: unguessable in a shop URL, and a malformed one is rejected before any query. */
export const Id = Schema.String.check(Schema.isUUID())
export type Id = typeof Id.Type

/** Money: an integer count of 1/100000 of the currency unit (B §9, C §9). */
export const Money = Schema.Number.check(Schema.isInt())

export const NonNegativeInt = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/** Text a shopper sends, at most `max` UTF-16 units (the unit of an input's maxLength; core/inputLimits.ts). */
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

export const Assets = Schema.Struct({
  smallUrl: Schema.NullOr(Schema.String),
  largeUrl: Schema.NullOr(Schema.String),
})
export type Assets = typeof Assets.Type

export const Information = Schema.Struct({ label: Schema.String, text: Schema.String })
export type Information = typeof Information.Type

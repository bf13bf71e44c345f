import { Schema } from 'effect'
import { Id, Money } from './common'
import { StudioContact } from './order'

export const ThemeOptions = Schema.Struct({
  show_logo: Schema.Boolean,
  /** Brand colours as CSS colour strings; the UI maps them to its @theme tokens. */
  primaryColor: Schema.String,
  accentColor: Schema.String,
})

export const FormatOptions = Schema.Struct({
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)),
  locale: Schema.String,
})

export const StoreSettings = Schema.Struct({
  formatOptions: FormatOptions,
  themeOptions: ThemeOptions,
  messages: Schema.Record(Schema.String, Schema.String),
  isShoppingCartAvailable: Schema.Boolean,
  isImageCroppingAvailable: Schema.Boolean,
  isTrackingAvailable: Schema.Boolean,
  placeholderImage: Schema.NullOr(Schema.String),
  onlineOrderAddressValidation: Schema.Boolean,
  showGalleryThreshold: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  /** C §3 serviceFeeLabel, serviceFeeTotal: a fixed fee per order (core/totals.ts orderCharges); 0 or absent is none. */
  serviceFee: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        label: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
        amount: Money.check(Schema.isGreaterThanOrEqualTo(0)),
      }),
    ),
  ),
  /** C §2: whether the store takes coupons at all (each stage also has allowCoupons); absent means it does. */
  allowCoupons: Schema.optionalKey(Schema.Boolean),
  /**
   * C §3 licence (issue 14): the terms a parent accepts before downloading digital files; absent or blank is none.
   */
  digitalLicence: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** C §3 taxRate: percent of what the order costs (8.25 means 8.25 %); 0 or absent is no tax. */
  taxRate: Schema.optionalKey(
    Schema.NullOr(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100))),
  ),
  /** Issue 14 point 5: whom a parent asks once changes after purchase are closed; absent or null: "the studio". */
  studioContact: Schema.optionalKey(Schema.NullOr(StudioContact)),
  /**
   * Issue 15 point 1, B §2: the languages the shop offers, the first its default (core/language.ts storeLanguages);
   * absent: English only. One language hides the language selector.
   */
  languages: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Issue 15 point 4: the IANA time zone of the funnel report's days (core/funnel.ts); absent, null or unknown: UTC. */
  timeZone: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)))),
})

/** B §3 Store. */
export const Store = Schema.Struct({
  id: Id,
  name: Schema.String,
  logo: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  settings: StoreSettings,
})
export type Store = typeof Store.Type

export const StoreResponse = Schema.Struct({ store: Store })
export type StoreResponse = typeof StoreResponse.Type

/** B §7 GET /member: credentials of third-party services the browser may use (address lookup). */
export const MemberResponse = Schema.Struct({
  member: Schema.Struct({
    credentials: Schema.Record(Schema.String, Schema.String),
  }),
})
export type MemberResponse = typeof MemberResponse.Type

import { Schema } from 'effect'
import { Id, NonNegativeInt } from './common'
import { RenditionSources } from './renditions'

export const StageType = Schema.Literals(['pre-order', 're-order', 'pause'])
export type StageType = typeof StageType.Type

export const TagRule = Schema.Struct({
  scope: Schema.Literals(['product', 'images', 'yearbook']),
  rule: Schema.Literals(['filter', 'exclude']),
  operator: Schema.Literals(['ANY', 'ALL']),
  tags: Schema.Array(Schema.String),
})
export type TagRule = typeof TagRule.Type

/** B §3 client session stage. Times are ISO 8601 strings. */
export const Stage = Schema.Struct({
  id: Id,
  label: Schema.String,
  startedAt: Schema.NullOr(Schema.String),
  completesAt: Schema.NullOr(Schema.String),
  duration: Schema.NullOr(NonNegativeInt),
  type: StageType,
  subjectSearchable: Schema.Boolean,
  multiChildOrdering: Schema.Boolean,
  multiChildOrderingCrossSession: Schema.Boolean,
  allowCoupons: Schema.Boolean,
  allowSubjectCodePreOrder: Schema.Boolean,
  allowSubjectlessOrders: Schema.Boolean,
  multiChildOrderBannerHeading: Schema.NullOr(Schema.String),
  multiChildOrderBannerText: Schema.NullOr(Schema.String),
  showGalleryImages: Schema.Boolean,
  imageCropping: Schema.Boolean,
  favourites: Schema.Struct({ enabled: Schema.Boolean, required: Schema.Boolean }),
  startLocation: Schema.Literals(['catalog', 'photos']),
  yearbookSelection: Schema.Boolean,
  yearbookSelectionRequired: Schema.Boolean,
  minYearbookSelections: NonNegativeInt,
  maxYearbookSelections: NonNegativeInt,
  yearbookInstructions: Schema.NullOr(Schema.String),
  yearbookSelectionTagRules: Schema.Array(TagRule),
  showWelcomeMessage: Schema.Boolean,
  welcomeHeading: Schema.NullOr(Schema.String),
  welcomeText: Schema.NullOr(Schema.String),
  welcomeSize: Schema.Literals(['small', 'medium', 'large']),
  bannerStyle: Schema.NullOr(Schema.Literals(['countdown', 'dateTime', 'text'])),
  bannerColor: Schema.NullOr(Schema.String),
  bannerCountdownText: Schema.NullOr(Schema.String),
  bannerCountdownTooltip: Schema.NullOr(Schema.String),
  bannerDateTimeText: Schema.NullOr(Schema.String),
  bannerDateTimeTooltip: Schema.NullOr(Schema.String),
  bannerText: Schema.NullOr(Schema.String),
  bannerTooltip: Schema.NullOr(Schema.String),
  /** Seconds before completesAt from which the banner shows; 0 means always (B §9). */
  bannerShowAt: Schema.Number,
  /** C §3 clientSessionStage.orderCompleteCartText: what the order-complete page says under the reference. */
  orderCompleteCartText: Schema.NullOr(Schema.String),
  /** Issue 13: where a parent submits a photo after ordering (C §3 imageSubmission); null: no submission. */
  imageSubmissionUrl: Schema.NullOr(Schema.String),
  /**
   * Issue 14 point 5: until when (ISO 8601) a paid or placed order of this stage takes changes (crop, backdrop,
   * pose, image options; core/afterPurchase.ts canChange); null: no changes after purchase.
   */
  productionCutoffAt: Schema.NullOr(Schema.String),
})
export type Stage = typeof Stage.Type

export const GallerySummary = Schema.Struct({
  id: Id,
  label: Schema.String,
  /** The cover's medium rendition; null for a gallery without photos. */
  coverImage: Schema.NullOr(Schema.String),
  /** Issue 17 point 4: every rendition of the cover, for `srcset`; absent without a cover. */
  coverSources: Schema.optionalKey(RenditionSources),
  imageCount: NonNegativeInt,
})
export type GallerySummary = typeof GallerySummary.Type

/** B §3 client session. */
export const ClientSession = Schema.Struct({
  id: Id,
  label: Schema.String,
  uri: Schema.String,
  client: Schema.Struct({ id: Id, label: Schema.String }),
  category: Schema.NullOr(Schema.String),
  season: Schema.NullOr(Schema.Struct({ id: Id, label: Schema.String, code: Schema.String })),
  galleries: Schema.Array(GallerySummary),
  cartImageTypePreference: Schema.Literals(['knockout', 'original', 'either']),
  stage: Stage,
})
export type ClientSession = typeof ClientSession.Type

export const ClientSessionResponse = Schema.Struct({ clientSession: ClientSession })
export type ClientSessionResponse = typeof ClientSessionResponse.Type

import { Schema } from 'effect'
import { MAX_CODE_LENGTH, MAX_PAGE } from '../inputLimits'
import { MAX_TRACK_PROPERTIES, TRACK_EVENTS } from '../tracking'
import { Id, NonNegativeInt, Text } from './common'
import { RenditionSources } from './renditions'
import { GallerySummary } from './session'

/**
 * Watermarked renditions of one photo (DESIGN decision 7): small ~320 px, medium ~800 px, large ~1,024 px, and in
 * `sources` all of them with the grid rendition (~480 px) and the WebPs.
 */
export const Renditions = Schema.Struct({
  smallUrl: Schema.String,
  mediumUrl: Schema.String,
  largeUrl: Schema.String,
  sources: RenditionSources,
})
export type Renditions = typeof Renditions.Type

/** B §3 image. `knockout` holds the transparent (green-screen) renditions when the photo has them. */
export const Image = Schema.Struct({
  id: Id,
  label: Schema.String,
  ...Renditions.fields,
  /** Where the full-resolution file would be; it answers 403 until the photo is bought. */
  originalUrl: Schema.String,
  knockout: Schema.NullOr(Renditions),
  isKnockedOut: Schema.Boolean,
  isShared: Schema.Boolean,
  mimeType: Schema.Literals(['image/jpeg', 'image/png']),
  /** Tag slugs, matched by the tag rules of core/tags.ts. */
  tags: Schema.Array(Schema.String),
  subjectPoseId: Schema.NullOr(Schema.String),
  width: NonNegativeInt,
  height: NonNegativeInt,
  gallery: Id,
  subject: Schema.NullOr(Id),
})
export type Image = typeof Image.Type

const Fraction = Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 }))

/** B §3 crop box: fractions of the image. */
export const CropBox = Schema.Struct({ width: Fraction, height: Fraction, left: Fraction, top: Fraction })
export type CropBox = typeof CropBox.Type

export const Rotation = Schema.Literals([0, 90, 180, 270])

/** B §3 image crop: what a grid, a favourite or an order line points at. Every image has its 'original' crop. */
export const ImageCrop = Schema.Struct({
  id: Id,
  /** null when the crop has no pose (plic_primary counts as none, core/poses.ts). */
  poseId: Schema.NullOr(Schema.String),
  image: Image,
  type: Schema.String,
  tags: Schema.Array(Schema.String),
  applyCrop: Schema.Boolean,
  crop: Schema.NullOr(CropBox),
  rotation: Rotation,
})
export type ImageCrop = typeof ImageCrop.Type

/** B §3 gallery: the session-wide summary plus its subject (null for a gallery everyone in the session sees). */
export const Gallery = Schema.Struct({
  ...GallerySummary.fields,
  subject: Schema.NullOr(Id),
})
export type Gallery = typeof Gallery.Type

export const GalleryResponse = Schema.Struct({ gallery: Gallery })
export type GalleryResponse = typeof GalleryResponse.Type

/** One page of a gallery: `?page=` 1..MAX_PAGE (a page past the last is empty), `?pageSize=` 1..100 (default 40, B §9). */
export const GalleryImagesQuery = Schema.Struct({
  page: Schema.optionalKey(
    Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: MAX_PAGE })),
  ),
  pageSize: Schema.optionalKey(
    Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
  ),
  /** Issue 16 point 7, B §4 yearbook: 'yearbook' pages the gallery with the photos the yearbook takes first. */
  order: Schema.optionalKey(Schema.Literal('yearbook')),
})
export type GalleryImagesQuery = typeof GalleryImagesQuery.Type

export const Paging = Schema.Struct({ page: NonNegativeInt, pageSize: NonNegativeInt, pageCount: NonNegativeInt })
export type Paging = typeof Paging.Type

/** B §7 GET /galleries/{id}/images: the gallery with one page of its crops, in gallery order. */
export const GalleryImagesResponse = Schema.Struct({
  gallery: Schema.Struct({ ...Gallery.fields, images: Schema.Array(ImageCrop) }),
  paging: Paging,
})
export type GalleryImagesResponse = typeof GalleryImagesResponse.Type

/** B §3 subject, without the personal data the shop does not need (date of birth, gender, parent contacts). */
export const Subject = Schema.Struct({
  id: Id,
  name: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  grade: Schema.NullOr(Schema.String),
  teacher: Schema.NullOr(Schema.String),
  homeRoom: Schema.NullOr(Schema.String),
  organization: Schema.NullOr(Schema.String),
  clientSession: Id,
  clientSessionLabel: Schema.String,
  makeupClientSessionLabel: Schema.NullOr(Schema.String),
  /** The subject's own galleries, then the session-wide ones: every gallery this shopper may open. */
  galleries: Schema.Array(Gallery),
  /** The subject's own photos (its poses), in gallery order. */
  images: Schema.Array(ImageCrop),
  /** The stage collects a yearbook choice and none has been made for this subject yet. */
  yearbookSelectionAvailable: Schema.Boolean,
  /** Issue 16 point 5: the photos confirmed for the yearbook (image ids, in order), so the choice stays visible. */
  yearbookChoice: Schema.optionalKey(Schema.Array(Id)),
})
export type Subject = typeof Subject.Type

export const SubjectsQuery = Schema.Struct({ password: Text(MAX_CODE_LENGTH) })

export const SubjectsResponse = Schema.Struct({ subjects: Schema.Array(Subject) })
export type SubjectsResponse = typeof SubjectsResponse.Type

export const SubjectResponse = Schema.Struct({ subject: Subject })
export type SubjectResponse = typeof SubjectResponse.Type

/** B §7 GET /subjects/{id}/images. */
export const SubjectImagesResponse = Schema.Struct({ data: Schema.Struct({ images: Schema.Array(ImageCrop) }) })
export type SubjectImagesResponse = typeof SubjectImagesResponse.Type

/** B §3 favourites: the hearted crops, in the order they were hearted. */
export const Favourite = Schema.Struct({
  id: Id,
  clientSession: Id,
  storeUser: Id,
  subject: Schema.NullOr(Id),
  images: Schema.Array(ImageCrop),
})
export type Favourite = typeof Favourite.Type

export const CreateFavouriteRequest = Schema.Struct({
  favourite: Schema.Struct({
    clientSession: Id,
    storeUser: Id,
    /** null or absent: a shopper without a subject, who hearts session-wide photos only. */
    subject: Schema.optionalKey(Schema.NullOr(Id)),
  }),
})
export type CreateFavouriteRequest = typeof CreateFavouriteRequest.Type

/** B §7 body of POST /favourites/{id}/image_crops/{imageCropId}: optional, and when sent it must name the same ids. */
export const AddFavouriteCropRequest = Schema.Struct({ id: Schema.optionalKey(Id), cropId: Schema.optionalKey(Id) })

export const FavouriteResponse = Schema.Struct({ favourite: Favourite })
export type FavouriteResponse = typeof FavouriteResponse.Type

/** B §3 yearbook selection as stored: the chosen photos of one subject. */
export const YearbookSelection = Schema.Struct({
  id: Id,
  storeUser: Id,
  subject: Id,
  images: Schema.Array(Image),
})
export type YearbookSelection = typeof YearbookSelection.Type

export const CreateYearbookSelectionRequest = Schema.Struct({
  yearbook_selection: Schema.Struct({ storeUser: Id, subject: Id, images: Schema.Array(Id) }),
})
export type CreateYearbookSelectionRequest = typeof CreateYearbookSelectionRequest.Type

export const YearbookSelectionResponse = Schema.Struct({ yearbookSelection: YearbookSelection })
export type YearbookSelectionResponse = typeof YearbookSelectionResponse.Type

/**
 * B §7 POST /tracks (events of C §7, core/tracking.ts); the spec does not show the answer, so it echoes the stored id.
 * The event is one of TRACK_EVENTS; the properties are flat scalars (the body is at most MAX_TRACK_BYTES).
 */
export const TrackRequest = Schema.Struct({
  track: Schema.Struct({
    storeUser: Schema.optionalKey(Schema.NullOr(Id)),
    event: Schema.Literals(TRACK_EVENTS),
    /** At most 50, named in at most 100 characters; their values count against the body limit. */
    properties: Schema.optionalKey(
      Schema.Record(Text(100), Schema.NullOr(Schema.Union([Schema.String, Schema.Finite, Schema.Boolean]))).check(
        Schema.isMaxProperties(MAX_TRACK_PROPERTIES),
      ),
    ),
  }),
})
export type TrackRequest = typeof TrackRequest.Type

export const TrackResponse = Schema.Struct({ track: Schema.Struct({ id: Id, event: Schema.String }) })
export type TrackResponse = typeof TrackResponse.Type

export { RenditionFile, RenditionSources } from './renditions'

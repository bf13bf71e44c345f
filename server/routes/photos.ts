import { type Context, Hono } from 'hono'
import { PAGE_SIZES, pageCount } from '../../core/paging'
import {
  AddFavouriteCropRequest,
  CreateFavouriteRequest,
  CreateYearbookSelectionRequest,
  FavouriteResponse,
  GalleryImagesQuery,
  GalleryImagesResponse,
  GalleryResponse,
  SubjectImagesResponse,
  SubjectResponse,
  SubjectsQuery,
  SubjectsResponse,
  TrackRequest,
  TrackResponse,
  YearbookSelectionResponse,
} from '../../core/schemas/photos'
import { MAX_TRACK_BYTES } from '../../core/tracking'
import { limitAccessCodes, WrongAccessCode } from '../accessCodeLimits'
import { type CatalogAt, cachedAnswer, sendCached } from '../catalogCache'
import { decodeOr400, HttpError, idParam, notFound, send } from '../http'
import { requestCatalog } from '../requestLanguage'
import { jsonWithin } from '../requestLimits'
import { findClientSession } from '../services/catalog'
import { galleryAt } from '../services/catalogReads'
import {
  addFavouriteCrop,
  createFavourite,
  deleteFavourite,
  getFavourite,
  removeFavouriteCrop,
} from '../services/favourites'
import { galleryPage, imageExists, type Viewer, yearbookGalleryPage } from '../services/photos'
import {
  assertGalleryAccess,
  findSubject,
  findSubjectsByCode,
  grantSubjects,
  reachableSubject,
  subjectImages,
} from '../services/subjects'
import { recordTrack } from '../services/tracks'
import { createYearbookSelection } from '../services/yearbookSelections'
import type { AppEnv } from './env'

const viewerOf = (c: Context<AppEnv>): Viewer => ({ storeUserId: c.var.storeUserId, isAdmin: c.var.isAdmin })

/** An optional JSON body: none (or an empty one) reads as {}. */
const optionalJson = async (c: Context<AppEnv>): Promise<unknown> => {
  const text = await c.req.text()
  return text.trim() ? JSON.parse(text) : {}
}

/** A gallery from the catalog cache, once the viewer may see it (a subject's: with its access code given). */
const galleryOrThrow = async (c: Context<AppEnv>, at: CatalogAt) => {
  const found = await galleryAt(at, c.var.deps.mediaSecret, idParam(c, 'id'))
  if (!found) throw notFound('gallery')
  await assertGalleryAccess(c.var.deps.db, viewerOf(c), found.gallery)
  return found.gallery
}

/** A subject answers only to a store user who gave its access code (DESIGN decision 4, docs/photos.md). */
const subjectOrThrow = async (c: Context<AppEnv>, param: string) => {
  const { id } = await reachableSubject(c.var.deps.db, viewerOf(c), idParam(c, param))
  const subject = await findSubject(c.var.deps.db, c.var.deps.mediaSecret, id)
  if (!subject) throw notFound('subject')
  return subject
}

/** B §7 galleries, subjects, favourites, yearbook selections and tracks; the original of a photo (403). */
export const photoRoutes = new Hono<AppEnv>()
  // Catalog reads: kept by catalog version, answered with ETag and 304 (server/catalogCache.ts) in the request's
  // language (issue 15); access is checked on every request, before any answer.
  .get('/galleries/:id', async (c) => {
    const at = await requestCatalog(c)
    const gallery = await galleryOrThrow(c, at)
    const body = await cachedAnswer(at, `gallery:${gallery.id}`, GalleryResponse, async () => ({ gallery }))
    if (!body) throw notFound('gallery')
    return sendCached(c, body)
  })
  .get('/galleries/:id/images', async (c) => {
    const query = decodeOr400(GalleryImagesQuery, c.req.query(), 'invalid.paging')
    const at = await requestCatalog(c)
    const gallery = await galleryOrThrow(c, at)
    const page = query.page ?? 1
    const pageSize = query.pageSize ?? PAGE_SIZES.galleryImages
    const key = `galleryImages:${gallery.id}:${page}:${pageSize}:${query.order ?? ''}`
    const { mediaSecret } = c.var.deps
    const images = async () => {
      if (query.order !== 'yearbook') return galleryPage(at.q, mediaSecret, gallery.id, page, pageSize)
      const sessionId = (await galleryAt(at, mediaSecret, gallery.id))?.clientSessionId
      const session = sessionId ? await findClientSession(at.q, sessionId) : null
      const rules = session?.clientSession.stage.yearbookSelectionTagRules ?? []
      return yearbookGalleryPage(at.q, mediaSecret, gallery.id, rules, page, pageSize)
    }
    const body = await cachedAnswer(at, key, GalleryImagesResponse, async () => ({
      gallery: { ...gallery, images: await images() },
      paging: { page, pageSize, pageCount: pageCount(gallery.imageCount, pageSize) },
    }))
    if (!body) throw notFound('gallery')
    return sendCached(c, body)
  })
  .get('/client_sessions/:id/subjects', async (c) => {
    const sessionId = idParam(c, 'id')
    const { password } = decodeOr400(SubjectsQuery, { password: c.req.query('password') ?? '' }, 'invalid.access_code')
    if (!password.trim())
      throw new HttpError(400, 'bad_request', 'access_code.required', {
        password: 'multi_child_ordering.error_search_has_no_access_code',
      })
    const { db, mediaSecret } = c.var.deps
    const subjects = await limitAccessCodes(c, 'password', async () => {
      const session = await db.query('select 1 from client_sessions where id = $1', [sessionId])
      if (session.rows.length === 0) throw notFound('client_session')
      const found = await findSubjectsByCode(db, mediaSecret, sessionId, password)
      if (found.length === 0) throw new WrongAccessCode(403, 'wrong_access_code', 'access_code.wrong')
      return found
    })
    await grantSubjects(
      db,
      viewerOf(c),
      subjects.map((s) => s.id),
    )
    return send(c, SubjectsResponse, { subjects })
  })
  .get('/client_sessions/:id/subjects/:subjectId', async (c) => {
    const sessionId = idParam(c, 'id')
    const subject = await subjectOrThrow(c, 'subjectId')
    if (subject.clientSession !== sessionId) throw notFound('subject')
    return send(c, SubjectResponse, { subject })
  })
  .get('/subjects/:id', async (c) => send(c, SubjectResponse, { subject: await subjectOrThrow(c, 'id') }))
  .get('/subjects/:id/images', async (c) => {
    const { db, mediaSecret } = c.var.deps
    const { id } = await reachableSubject(db, viewerOf(c), idParam(c, 'id'))
    return send(c, SubjectImagesResponse, { data: { images: await subjectImages(db, mediaSecret, id) } })
  })
  // DESIGN decision 7: the full-resolution file is never served before a purchase. Issues 4 and 6 open it for
  // bought digital items through expiring signed links; until then every request is refused.
  .get('/images/:id/original', async (c) => {
    if (!(await imageExists(c.var.deps.db, idParam(c, 'id')))) throw notFound('image')
    throw new HttpError(403, 'purchase_required', 'photo.purchase_required')
  })
  .post('/favourites', async (c) => {
    const body = decodeOr400(CreateFavouriteRequest, await c.req.json(), 'invalid.favourite')
    const { favourite, created } = await createFavourite(c.var.deps.db, c.var.deps.mediaSecret, viewerOf(c), body)
    return send(c, FavouriteResponse, { favourite }, created ? 201 : 200)
  })
  .get('/favourites/:id', async (c) => {
    const { db, mediaSecret } = c.var.deps
    return send(c, FavouriteResponse, { favourite: await getFavourite(db, mediaSecret, viewerOf(c), idParam(c, 'id')) })
  })
  .delete('/favourites/:id', async (c) => {
    const { db, mediaSecret } = c.var.deps
    const favourite = await deleteFavourite(db, mediaSecret, viewerOf(c), idParam(c, 'id'))
    return send(c, FavouriteResponse, { favourite })
  })
  .post('/favourites/:id/image_crops/:imageCropId', async (c) => {
    const id = idParam(c, 'id')
    const cropId = idParam(c, 'imageCropId')
    const body = decodeOr400(AddFavouriteCropRequest, await optionalJson(c), 'invalid.image_crop')
    const fields: Record<string, string> = {}
    if (body.id && body.id !== id) fields.id = 'Does not match the favourite in the path'
    if (body.cropId && body.cropId !== cropId) fields.cropId = 'Does not match the image crop in the path'
    if (Object.keys(fields).length > 0) throw new HttpError(400, 'bad_request', 'favourite.other_than_path', fields)
    const favourite = await addFavouriteCrop(c.var.deps.db, c.var.deps.mediaSecret, viewerOf(c), id, cropId)
    return send(c, FavouriteResponse, { favourite })
  })
  .delete('/favourites/:id/image_crops/:imageCropId', async (c) => {
    const { db, mediaSecret } = c.var.deps
    const favourite = await removeFavouriteCrop(
      db,
      mediaSecret,
      viewerOf(c),
      idParam(c, 'id'),
      idParam(c, 'imageCropId'),
    )
    return send(c, FavouriteResponse, { favourite })
  })
  .post('/yearbook_selections', async (c) => {
    const body = decodeOr400(CreateYearbookSelectionRequest, await c.req.json(), 'invalid.yearbook_selection')
    const yearbookSelection = await createYearbookSelection(c.var.deps.db, c.var.deps.mediaSecret, viewerOf(c), body)
    return send(c, YearbookSelectionResponse, { yearbookSelection }, 201)
  })
  .post('/tracks', async (c) => {
    // Issue 15: tracks are stored with a bounded size (core/tracking.ts MAX_TRACK_BYTES).
    const body = decodeOr400(TrackRequest, await jsonWithin(c, MAX_TRACK_BYTES), 'invalid.track')
    const id = await recordTrack(c.var.deps.db, viewerOf(c), body)
    return send(c, TrackResponse, { track: { id, event: body.track.event } }, 201)
  })

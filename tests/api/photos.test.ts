import { access } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import {
  FavouriteResponse,
  GalleryImagesResponse,
  GalleryResponse,
  SubjectImagesResponse,
  SubjectResponse,
  SubjectsResponse,
  TrackResponse,
  YearbookSelectionResponse,
} from '../../core/schemas/photos'
import { ClientSessionResponse } from '../../core/schemas/session'
import { demoId } from '../../server/seed/ids'
import { GALLERY_PAGE_SQL } from '../../server/services/photos'
import { type Api, decode, startApi } from './harness'

const RE_ORDER = demoId('session:spring-reorders')
const PRE_ORDER = demoId('session:fall-picture-day')
const EMMA = demoId('subject:emma')
const LIAM = demoId('subject:liam')
const EMMA_GALLERY = demoId('gallery:emma')
const CLASS_GALLERY = demoId('gallery:spring-class')
const emmaCrop = (pose: number) => demoId(`crop:emma:${pose}`)
const emmaImage = (pose: number) => demoId(`image:emma:${pose}`)
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const ADMIN = 'admin-secret-token'

let api: Api
let emmaParent: string
let stranger: string

const json = (method: string, path: string, token: string, body?: unknown) => api.send(token, method, path, body)

const errorOf = async (res: Response) => (await decode(ErrorBody, res)).error
const storeUserOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { sub: string }).sub
const count = async (table: string) =>
  (await api.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n

/** The file a rendition address names: its path under DATA_DIR (the signature is checked in media.test.ts). */
const fileOf = (url: string) => join(api.dataDir ?? '', new URL(url, 'http://shop').pathname)

const unlock = (token: string, code: string) => api.get(`/client_sessions/${RE_ORDER}/subjects?password=${code}`, token)

// Drawing the demo photos takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await startApi({ photos: true })
  emmaParent = await api.newShopper()
  stranger = await api.newShopper()
}, 60_000)
afterAll(() => api.close())

describe('B §7 galleries', () => {
  it('the client session lists its session-wide galleries with count and cover', async () => {
    const { clientSession } = await decode(
      ClientSessionResponse,
      await api.get(`/client_sessions/${RE_ORDER}`, stranger),
    )
    expect(clientSession.galleries).toEqual([
      {
        id: CLASS_GALLERY,
        label: 'Class photos',
        imageCount: 2,
        coverImage: expect.stringMatching(/^\/media\/photos\//),
        // Issue 17 point 4: the cover at every width, JPEG and WebP, for the gallery list's srcset.
        coverSources: {
          type: 'image/jpeg',
          files: expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/\/grid\.jpg\?s=/) })]),
          webp: expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/\/grid\.webp\?s=/) })]),
        },
      },
    ])
    expect(clientSession.galleries[0]?.coverSources?.files).toHaveLength(4)
    const preOrder = await decode(ClientSessionResponse, await api.get(`/client_sessions/${PRE_ORDER}`, stranger))
    expect(preOrder.clientSession.galleries).toEqual([])
  })

  it('GET /galleries/{id} answers the gallery without its images', async () => {
    const { gallery } = await decode(GalleryResponse, await api.get(`/galleries/${CLASS_GALLERY}`, stranger))
    expect(gallery).toMatchObject({ id: CLASS_GALLERY, label: 'Class photos', imageCount: 2, subject: null })
  })

  it('GET /galleries/{id}/images answers a page of crops with watermarked renditions, in gallery order', async () => {
    const body = await decode(GalleryImagesResponse, await api.get(`/galleries/${CLASS_GALLERY}/images`, stranger))
    expect(body.paging).toEqual({ page: 1, pageSize: 40, pageCount: 1 })
    expect(body.gallery.images.map((c) => c.image.label)).toEqual(['Grade 3 · Ms. Rivera', 'Grade 5 · Mr. Okafor'])
    for (const crop of body.gallery.images) {
      expect(crop).toMatchObject({ type: 'original', rotation: 0, applyCrop: false, crop: null })
      expect(crop.image).toMatchObject({ tags: ['group'], isShared: true, mimeType: 'image/jpeg', knockout: null })
      for (const url of [crop.image.smallUrl, crop.image.mediumUrl, crop.image.largeUrl])
        await expect(access(fileOf(url))).resolves.toBeUndefined()
    }
  })

  it('issue 17 point 4: each image lists every rendition with its width, JPEG and WebP, at signed addresses', async () => {
    const body = await decode(GalleryImagesResponse, await api.get(`/galleries/${CLASS_GALLERY}/images`, stranger))
    for (const { image } of body.gallery.images) {
      const { sources } = image
      expect(sources.type).toBe('image/jpeg')
      const longEdge = Math.max(image.width, image.height)
      const widthAt = (edge: number) => Math.round(image.width * Math.min(1, edge / longEdge))
      expect(sources.files.map((f) => f.width)).toEqual([320, 480, 800, 1024].map(widthAt))
      expect(sources.webp.map((f) => f.width)).toEqual(sources.files.map((f) => f.width))
      // The small, medium and large of the list are the addresses the image always had.
      expect([0, 2, 3].map((i) => sources.files[i]?.url)).toEqual([image.smallUrl, image.mediumUrl, image.largeUrl])
      for (const { url } of [...sources.files, ...sources.webp]) {
        expect(url).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\/(small|grid|medium|large)\.(jpg|webp)\?s=[\w-]{22}$/)
        await expect(access(fileOf(url))).resolves.toBeUndefined()
      }
    }
  })

  it('issue 16 point 7, B §4: order=yearbook pages the whole gallery with the yearbook photos first', async () => {
    const pageOf = async (page: number, order = '') =>
      (
        await decode(
          GalleryImagesResponse,
          await api.get(`/galleries/${EMMA_GALLERY}/images?page=${page}&pageSize=2${order}`, ADMIN),
        )
      ).gallery.images.map((c) => c.image.id)
    // The spring stage takes photos tagged yearbook: poses 1 and 3 of Emma's four.
    expect([...(await pageOf(1)), ...(await pageOf(2))]).toEqual([1, 2, 3, 4].map(emmaImage))
    expect(await pageOf(1, '&order=yearbook')).toEqual([emmaImage(1), emmaImage(3)])
    expect(await pageOf(2, '&order=yearbook')).toEqual([emmaImage(2), emmaImage(4)])
    expect((await api.get(`/galleries/${EMMA_GALLERY}/images?order=price`, ADMIN)).status).toBe(400)
  })

  it('an unknown gallery is 404, a malformed id 400, bad paging 400 with a field map', async () => {
    expect((await api.get(`/galleries/${UNKNOWN}`, stranger)).status).toBe(404)
    expect((await api.get(`/galleries/${UNKNOWN}/images`, stranger)).status).toBe(404)
    const malformed = await api.get('/galleries/42/images', stranger)
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).fields).toHaveProperty('id')
    const paging = await api.get(`/galleries/${CLASS_GALLERY}/images?page=0&pageSize=101`, stranger)
    expect(paging.status).toBe(400)
    expect(Object.keys((await errorOf(paging)).fields ?? {}).sort()).toEqual(['page', 'pageSize'])
    expect((await api.get(`/galleries/${CLASS_GALLERY}/images?page=abc`, stranger)).status).toBe(400)
  })

  it("a subject's gallery is 403 until its access code is given (DESIGN decision 4)", async () => {
    const locked = await api.get(`/galleries/${EMMA_GALLERY}/images`, stranger)
    expect(locked.status).toBe(403)
    expect((await errorOf(locked)).code).toBe('subject_locked')
    expect((await api.get(`/galleries/${EMMA_GALLERY}`, stranger)).status).toBe(403)
    expect((await api.get(`/galleries/${EMMA_GALLERY}/images`, ADMIN)).status).toBe(200)
  })
})

describe('DESIGN decision 7: renditions, knockouts and originals', () => {
  it('renditions are files under /media; the original is kept outside it and answers 403 without a purchase', async () => {
    const { rows } = await api.db.query<{ original_key: string }>('select original_key from images where id = $1', [
      emmaImage(1),
    ])
    const originalKey = rows[0]?.original_key ?? ''
    await expect(access(join(api.dataDir ?? '', 'media-private', originalKey))).resolves.toBeUndefined()
    await expect(access(join(api.dataDir ?? '', 'media', originalKey))).rejects.toThrow()
    const res = await api.get(`/images/${emmaImage(1)}/original`, emmaParent)
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('purchase_required')
    expect((await api.get(`/images/${UNKNOWN}/original`, emmaParent)).status).toBe(404)
  })

  it('a green-screen pose has knockout PNG renditions that keep their transparency', async () => {
    await unlock(emmaParent, 'EMMA-2026')
    const { data } = await decode(SubjectImagesResponse, await api.get(`/subjects/${EMMA}/images`, emmaParent))
    const green = data.images.find((c) => c.image.tags.includes('greenscreen'))?.image
    expect(green?.isKnockedOut).toBe(true)
    const file = fileOf(green?.knockout?.mediumUrl ?? '')
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true })
    // The top corner is backdrop in the original: in the knockout it is fully transparent.
    const { data: corner } = await sharp(file).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    })
    expect(corner[3]).toBe(0)
  })
})

describe('B §7 GET /client_sessions/{id}/subjects?password= (access code)', () => {
  it('a wrong access code is 403 with the JSON error body, and opens nothing', async () => {
    const before = await count('store_user_subjects')
    const res = await unlock(stranger, 'NOPE-2026')
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('wrong_access_code')
    // A code of another session's subject does not open it here either.
    expect((await unlock(stranger, 'NOAH-2026')).status).toBe(403)
    expect(await count('store_user_subjects')).toBe(before)
  })

  it('a blank code is 400 with the spec key, an unknown session 404', async () => {
    const blank = await unlock(stranger, '%20')
    expect(blank.status).toBe(400)
    expect((await errorOf(blank)).fields?.password).toBe('multi_child_ordering.error_search_has_no_access_code')
    expect((await api.get(`/client_sessions/${UNKNOWN}/subjects?password=EMMA-2026`, stranger)).status).toBe(404)
  })

  it('the right code (any case, blanks) answers the subject with galleries and photos', async () => {
    const { subjects } = await decode(SubjectsResponse, await unlock(emmaParent, '%20emma-2026%20'))
    expect(subjects).toHaveLength(1)
    const [emma] = subjects
    expect(emma).toMatchObject({
      id: EMMA,
      name: 'Emma Johnson',
      firstName: 'Emma',
      grade: 'Grade 3',
      teacher: 'Ms. Rivera',
      clientSession: RE_ORDER,
      // The demo re-order stage collects (optional) yearbook photos and Emma has none chosen yet.
      yearbookSelectionAvailable: true,
    })
    // Its own gallery first, then the session-wide one.
    expect(emma?.galleries.map((g) => [g.label, g.imageCount])).toEqual([
      ['Emma Johnson', 4],
      ['Class photos', 2],
    ])
    // Her own poses, then the class photos of the session (what her family can order from).
    expect(emma?.images.map((c) => c.poseId)).toEqual(['emma-1', 'emma-2', 'emma-3', 'emma-4', null, null])
    expect(emma?.images.slice(4).every((c) => c.image.tags.includes('group'))).toBe(true)
  })

  it('once unlocked: the subject by session and by id, its images and its gallery', async () => {
    const bySession = await api.get(`/client_sessions/${RE_ORDER}/subjects/${EMMA}`, emmaParent)
    expect((await decode(SubjectResponse, bySession)).subject.id).toBe(EMMA)
    expect((await decode(SubjectResponse, await api.get(`/subjects/${EMMA}`, emmaParent))).subject.name).toBe(
      'Emma Johnson',
    )
    const { data } = await decode(SubjectImagesResponse, await api.get(`/subjects/${EMMA}/images`, emmaParent))
    expect(data.images.map((c) => c.id)).toEqual([
      ...[1, 2, 3, 4].map(emmaCrop),
      demoId('crop:grade-3'),
      demoId('crop:grade-5'),
    ])
    const page = await decode(GalleryImagesResponse, await api.get(`/galleries/${EMMA_GALLERY}/images`, emmaParent))
    expect(page.gallery.images).toHaveLength(4)
  })

  it('another store user without the code gets 403; unknown subjects 404; a subject of another session 404', async () => {
    for (const path of [
      `/subjects/${EMMA}`,
      `/subjects/${EMMA}/images`,
      `/client_sessions/${RE_ORDER}/subjects/${EMMA}`,
    ])
      expect((await api.get(path, stranger)).status).toBe(403)
    expect((await api.get(`/subjects/${UNKNOWN}`, emmaParent)).status).toBe(404)
    expect((await api.get(`/subjects/${UNKNOWN}/images`, emmaParent)).status).toBe(404)
    expect((await api.get(`/client_sessions/${PRE_ORDER}/subjects/${EMMA}`, emmaParent)).status).toBe(404)
    expect((await api.get('/subjects/emma', emmaParent)).status).toBe(400)
  })

  it('the admin reaches a subject without a code (B §6)', async () => {
    expect((await api.get(`/subjects/${LIAM}`, ADMIN)).status).toBe(200)
  })
})

describe('B §7 favourites', () => {
  let favouriteId = ''
  const create = (token: string, subject: string | null, storeUser = storeUserOf(token)) =>
    json('POST', '/favourites', token, { favourite: { clientSession: RE_ORDER, storeUser, subject } })

  it('POST /favourites creates the list of a store user and subject; asking again answers the same list', async () => {
    const res = await create(emmaParent, EMMA)
    expect(res.status).toBe(201)
    const { favourite } = await decode(FavouriteResponse, res)
    expect(favourite).toMatchObject({ clientSession: RE_ORDER, subject: EMMA, images: [] })
    favouriteId = favourite.id
    const again = await create(emmaParent, EMMA)
    expect(again.status).toBe(200)
    expect((await decode(FavouriteResponse, again)).favourite.id).toBe(favouriteId)
  })

  it('refuses another store user, a locked subject, a subject of another session and a malformed body', async () => {
    const before = await count('favourites')
    expect((await create(emmaParent, EMMA, storeUserOf(stranger))).status).toBe(403)
    expect((await create(stranger, EMMA)).status).toBe(403)
    const otherSession = await json('POST', '/favourites', emmaParent, {
      favourite: { clientSession: PRE_ORDER, storeUser: storeUserOf(emmaParent), subject: EMMA },
    })
    expect(otherSession.status).toBe(400)
    expect((await errorOf(otherSession)).fields).toHaveProperty(['favourite.subject'])
    const unknownSession = await json('POST', '/favourites', emmaParent, {
      favourite: { clientSession: UNKNOWN, storeUser: storeUserOf(emmaParent) },
    })
    expect(unknownSession.status).toBe(404)
    const malformed = await json('POST', '/favourites', emmaParent, { favourite: { clientSession: 'x' } })
    expect(malformed.status).toBe(400)
    expect(Object.keys((await errorOf(malformed)).fields ?? {})).toEqual(
      expect.arrayContaining(['favourite.clientSession', 'favourite.storeUser']),
    )
    expect(await count('favourites')).toBe(before)
  })

  it('hearts crops of the subject and of the class gallery, in hearting order; hearting twice keeps one', async () => {
    const classCrop = demoId('crop:grade-3')
    await json('POST', `/favourites/${favouriteId}/image_crops/${emmaCrop(2)}`, emmaParent)
    await json('POST', `/favourites/${favouriteId}/image_crops/${classCrop}`, emmaParent, {
      id: favouriteId,
      cropId: classCrop,
    })
    const res = await json('POST', `/favourites/${favouriteId}/image_crops/${emmaCrop(2)}`, emmaParent)
    expect(res.status).toBe(200)
    const { favourite } = await decode(FavouriteResponse, res)
    expect(favourite.images.map((c) => c.id)).toEqual([emmaCrop(2), classCrop])
    const got = await decode(FavouriteResponse, await api.get(`/favourites/${favouriteId}`, emmaParent))
    expect(got.favourite.images).toHaveLength(2)
  })

  it("B §7 issue 5 point 7, issue 11: a crop outside the favourite's subject and session is 403, nothing stored", async () => {
    const before = await count('favourite_image_crops')
    const res = await json('POST', `/favourites/${favouriteId}/image_crops/${demoId('crop:liam:1')}`, emmaParent)
    expect(res.status).toBe(403)
    expect(await errorOf(res)).toMatchObject({ code: 'photo_not_allowed', fields: { imageCropId: expect.any(String) } })
    expect((await json('POST', `/favourites/${favouriteId}/image_crops/${UNKNOWN}`, emmaParent)).status).toBe(404)
    const mismatch = await json('POST', `/favourites/${favouriteId}/image_crops/${emmaCrop(1)}`, emmaParent, {
      cropId: emmaCrop(3),
    })
    expect(mismatch.status).toBe(400)
    expect(await count('favourite_image_crops')).toBe(before)
  })

  it("another store user's favourite is 404 for every call, and stays as it was", async () => {
    expect((await api.get(`/favourites/${favouriteId}`, stranger)).status).toBe(404)
    expect((await json('DELETE', `/favourites/${favouriteId}`, stranger)).status).toBe(404)
    expect((await json('POST', `/favourites/${favouriteId}/image_crops/${emmaCrop(1)}`, stranger)).status).toBe(404)
    expect((await json('DELETE', `/favourites/${favouriteId}/image_crops/${emmaCrop(2)}`, stranger)).status).toBe(404)
    const { favourite } = await decode(FavouriteResponse, await api.get(`/favourites/${favouriteId}`, emmaParent))
    expect(favourite.images).toHaveLength(2)
  })

  it('DELETE a crop removes that heart; DELETE the favourite clears the list', async () => {
    const res = await json('DELETE', `/favourites/${favouriteId}/image_crops/${emmaCrop(2)}`, emmaParent)
    expect((await decode(FavouriteResponse, res)).favourite.images.map((c) => c.id)).toEqual([demoId('crop:grade-3')])
    const deleted = await json('DELETE', `/favourites/${favouriteId}`, emmaParent)
    expect((await decode(FavouriteResponse, deleted)).favourite.id).toBe(favouriteId)
    expect((await api.get(`/favourites/${favouriteId}`, emmaParent)).status).toBe(404)
  })

  it('a shopper without a subject hearts session-wide photos only', async () => {
    const { favourite } = await decode(FavouriteResponse, await create(stranger, null))
    expect(favourite.subject).toBeNull()
    const ok = await json('POST', `/favourites/${favourite.id}/image_crops/${demoId('crop:grade-5')}`, stranger)
    expect(ok.status).toBe(200)
    expect((await json('POST', `/favourites/${favourite.id}/image_crops/${emmaCrop(1)}`, stranger)).status).toBe(403)
  })
})

describe('B §7 POST /yearbook_selections', () => {
  const select = (token: string, images: string[], subject = EMMA, storeUser = storeUserOf(token)) =>
    json('POST', '/yearbook_selections', token, { yearbook_selection: { storeUser, subject, images } })

  it('is 409 while the stage does not collect yearbook photos', async () => {
    await api.db.query(
      `update stages set settings = settings || '{"yearbookSelection": false}'::jsonb where client_session_id = $1`,
      [RE_ORDER],
    )
    const res = await select(emmaParent, [emmaImage(1)])
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('yearbook_unavailable')
  })

  describe('with yearbook selection on: 1 to 2 photos, only photos tagged yearbook', () => {
    beforeAll(async () => {
      const rules = [{ scope: 'yearbook', rule: 'filter', operator: 'ANY', tags: ['yearbook'] }]
      await api.db.query(
        `update stages set settings = settings || jsonb_build_object('yearbookSelection', true,
           'yearbookSelectionRequired', true, 'minYearbookSelections', 1, 'maxYearbookSelections', 2,
           'yearbookSelectionTagRules', $2::jsonb) where client_session_id = $1`,
        [RE_ORDER, JSON.stringify(rules)],
      )
    })

    it('B §5: over the limit, a barred image, none, a duplicate: 400; a photo of another subject 403; nothing stored', async () => {
      const cases: [string[], string][] = [
        [[emmaImage(1), emmaImage(3), emmaImage(1)], 'yearbook_selection.images'],
        [[emmaImage(1), emmaImage(2)], 'yearbook_selection.images.1'],
        [[], 'yearbook_selection.images'],
        [[emmaImage(1), emmaImage(1)], 'yearbook_selection.images.1'],
        [[demoId('image:grade-3')], 'yearbook_selection.images.0'],
      ]
      for (const [images, field] of cases) {
        const res = await select(emmaParent, images)
        expect(res.status, images.join()).toBe(400)
        expect((await errorOf(res)).fields).toHaveProperty([field])
      }
      const liams = await select(emmaParent, [demoId('image:liam:1')])
      expect(liams.status).toBe(403)
      expect((await errorOf(liams)).fields).toHaveProperty(['yearbook_selection.images.0'])
      const barred = await errorOf(await select(emmaParent, [emmaImage(2)]))
      expect(barred.fields?.['yearbook_selection.images.0']).toBe('This photo is not available for the yearbook')
      expect(await count('yearbook_selections')).toBe(0)
      expect(await count('yearbook_selection_images')).toBe(0)
    })

    it('refuses another store user (403) and an unknown subject (404)', async () => {
      expect((await select(stranger, [emmaImage(1)])).status).toBe(403)
      expect((await select(emmaParent, [emmaImage(1)], EMMA, storeUserOf(stranger))).status).toBe(403)
      expect((await select(emmaParent, [emmaImage(1)], UNKNOWN)).status).toBe(404)
    })

    it('B §4: a valid selection is stored, then yearbook selection is no longer available for the subject', async () => {
      const before = await decode(SubjectResponse, await api.get(`/subjects/${EMMA}`, emmaParent))
      expect(before.subject.yearbookSelectionAvailable).toBe(true)
      const res = await select(emmaParent, [emmaImage(3), emmaImage(1)])
      expect(res.status).toBe(201)
      const { yearbookSelection } = await decode(YearbookSelectionResponse, res)
      expect(yearbookSelection.images.map((i) => i.id)).toEqual([emmaImage(3), emmaImage(1)])
      const after = await decode(SubjectResponse, await api.get(`/subjects/${EMMA}`, emmaParent))
      expect(after.subject.yearbookSelectionAvailable).toBe(false)
      // Issue 16 point 5: the confirmed choice stays visible, in the order chosen.
      expect(before.subject.yearbookChoice).toBeUndefined()
      expect(after.subject.yearbookChoice).toEqual([emmaImage(3), emmaImage(1)])
      const again = await select(emmaParent, [emmaImage(1)])
      expect(again.status).toBe(409)
      expect((await errorOf(again)).code).toBe('yearbook_already_selected')
    })
  })
})

describe('B §7 POST /tracks', () => {
  it('stores the event under the signed-in store user', async () => {
    const res = await json('POST', '/tracks', emmaParent, {
      track: { storeUser: storeUserOf(emmaParent), event: 'Image Selected', properties: { gallery: CLASS_GALLERY } },
    })
    expect(res.status).toBe(201)
    const { track } = await decode(TrackResponse, res)
    const { rows } = await api.db.query<{ store_user_id: string; properties: unknown }>(
      'select store_user_id, properties from tracks where id = $1',
      [track.id],
    )
    expect(rows[0]).toEqual({ store_user_id: storeUserOf(emmaParent), properties: { gallery: CLASS_GALLERY } })
  })

  it('a missing event is 400, another store user 403', async () => {
    expect((await json('POST', '/tracks', emmaParent, { track: { event: '' } })).status).toBe(400)
    const other = await json('POST', '/tracks', emmaParent, {
      track: { storeUser: storeUserOf(stranger), event: 'Cart Viewed' },
    })
    expect(other.status).toBe(403)
  })
})

describe('issue 5 point 5: a gallery of 10,000 photos', () => {
  const BIG = demoId('gallery:test-10000')

  beforeAll(async () => {
    await api.db.query(
      `insert into galleries (id, client_session_id, label, position) values ($1, $2, 'Sports day', 5)`,
      [BIG, RE_ORDER],
    )
    await api.db.query(
      `insert into images (id, gallery_id, position, label, mime_type, width, height, content_hash, original_key,
         small_key, medium_key, large_key)
       select gen_random_uuid(), $1, n, 'Photo ' || (n + 1), 'image/jpeg', 1200, 1500, md5(n::text),
         'originals/x.jpg', 'photos/x/small.jpg', 'photos/x/medium.jpg', 'photos/x/large.jpg'
       from generate_series(0, 9999) as n`,
      [BIG],
    )
    await api.db.query(
      `insert into image_crops (id, image_id, type) select gen_random_uuid(), id, 'original' from images
       where gallery_id = $1`,
      [BIG],
    )
    await api.db.query('analyze images')
    await api.db.query('analyze image_crops')
  }, 60_000)

  it('B §9: a page answers 40 crops and the whole count, without the rest of the gallery', async () => {
    const first = await decode(GalleryImagesResponse, await api.get(`/galleries/${BIG}/images`, stranger))
    expect(first.gallery.imageCount).toBe(10_000)
    expect(first.paging).toEqual({ page: 1, pageSize: 40, pageCount: 250 })
    expect(first.gallery.images.map((c) => c.image.label).slice(0, 2)).toEqual(['Photo 1', 'Photo 2'])
    expect(first.gallery.images).toHaveLength(40)
    const last = await decode(GalleryImagesResponse, await api.get(`/galleries/${BIG}/images?page=250`, stranger))
    expect(last.gallery.images.map((c) => c.image.label).at(-1)).toBe('Photo 10000')
    const big = await decode(
      GalleryImagesResponse,
      await api.get(`/galleries/${BIG}/images?page=3&pageSize=100`, stranger),
    )
    expect(big.gallery.images[0]?.image.label).toBe('Photo 201')
    expect(big.gallery.images).toHaveLength(100)
    const past = await decode(GalleryImagesResponse, await api.get(`/galleries/${BIG}/images?page=251`, stranger))
    expect(past.gallery.images).toEqual([])
  })

  it('the page is one range scan of the (gallery_id, position) index, never a scan of the gallery', async () => {
    const { rows } = await api.db.query<{ 'QUERY PLAN': string }>(`explain ${GALLERY_PAGE_SQL}`, [BIG, 9960, 40])
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
    expect(plan).toMatch(/Index Scan using images_gallery_id_position_key/)
    expect(plan).not.toMatch(/Seq Scan on images/)
  })
})

import { describe, expect, test } from 'vitest'
import {
  catalogRedirect,
  favouritesActive,
  galleryImagesRedirect,
  galleryNext,
  type PhotoStage,
  yearbookRedirect,
} from '../../../core/photoRoutes'

const stage = (overrides: Partial<PhotoStage> = {}): PhotoStage => ({
  showGalleryImages: true,
  favourites: { enabled: true, required: false },
  yearbookSelection: true,
  yearbookSelectionRequired: true,
  ...overrides,
})
const open = { available: true, skipped: false }
const done = { available: false, skipped: false }

describe('B §2 catalog entry', () => {
  test('B §2 catalog: a required, available, not skipped yearbook selection goes to /yearbook', () => {
    expect(catalogRedirect(stage(), open)).toBe('/yearbook')
  })

  test.each([
    ['no stage', null, open],
    ['the stage collects no yearbook photos', stage({ yearbookSelection: false }), open],
    ['the selection is optional', stage({ yearbookSelectionRequired: false }), open],
    ['the subject already chose (or there is no subject)', stage(), done],
    ['the shopper skipped it', stage(), { available: true, skipped: true }],
  ])('B §2 catalog: no redirect when %s', (_, s, yearbook) => {
    expect(catalogRedirect(s, yearbook)).toBeNull()
  })

  test('B §9 yearbook defaults: a stage that does not say counts as required', () => {
    expect(catalogRedirect(stage({ yearbookSelectionRequired: null }), open)).toBe('/yearbook')
  })
})

describe('B §2 gallery images entry', () => {
  const gallery = { imageCount: 12 }
  const entry = (overrides: Partial<Parameters<typeof galleryImagesRedirect>[0]> = {}) =>
    galleryImagesRedirect({ stage: stage(), gallery, yearbook: done, showGalleryThreshold: 0, ...overrides })

  test('B §2 gallery images: a missing stage or gallery goes to /galleries', () => {
    expect(entry({ stage: null })).toBe('/galleries')
    expect(entry({ gallery: null })).toBe('/galleries')
  })

  test('B §2 gallery images: a due yearbook selection goes to /yearbook before anything else', () => {
    expect(entry({ yearbook: open, stage: stage({ showGalleryImages: false }) })).toBe('/yearbook')
  })

  test('B §2 gallery images: a stage that does not show gallery images goes to /catalog', () => {
    expect(entry({ stage: stage({ showGalleryImages: false }) })).toBe('/catalog')
  })

  test('B §2 gallery images: fewer images than showGalleryThreshold go to /catalog; as many stay', () => {
    expect(entry({ showGalleryThreshold: 13 })).toBe('/catalog')
    expect(entry({ showGalleryThreshold: 12 })).toBeNull()
  })
})

describe('B §2 yearbook entry', () => {
  test('B §2 yearbook: without an available selection a subject goes to /catalog, anyone else to the home route', () => {
    expect(yearbookRedirect({ hasSubject: true, available: false, homeRoute: '/galleries' })).toBe('/catalog')
    expect(yearbookRedirect({ hasSubject: false, available: false, homeRoute: '/galleries' })).toBe('/galleries')
    expect(yearbookRedirect({ hasSubject: true, available: true, homeRoute: '/galleries' })).toBeNull()
  })
})

describe('B §2 gallery images next action', () => {
  const next = (overrides: Partial<Parameters<typeof galleryNext>[0]> = {}) =>
    galleryNext({
      stage: stage(),
      yearbook: done,
      favouritesInUse: true,
      favouriteCount: 0,
      fetching: false,
      ...overrides,
    })

  test('B §2 next: /yearbook while the subject can still choose, else the products step', () => {
    expect(next({ yearbook: open }).href).toBe('/yearbook')
    expect(next({ yearbook: open, stage: stage({ yearbookSelectionRequired: false }) }).href).toBe('/yearbook')
    expect(next().href).toBe('/catalog')
    expect(next({ yearbook: { available: true, skipped: true } }).href).toBe('/catalog')
    expect(next({ yearbook: open, stage: stage({ yearbookSelection: false }) }).href).toBe('/catalog')
  })

  test('B §2 next: disabled while favourites are enabled and required and none exists', () => {
    const required = stage({ favourites: { enabled: true, required: true } })
    expect(next({ stage: required })).toMatchObject({ enabled: false, blockedBy: 'favourites' })
    expect(next({ stage: required, favouriteCount: 1 })).toMatchObject({ enabled: true, blockedBy: null })
    expect(
      next({ stage: stage({ favourites: { enabled: false, required: true } }), favouritesInUse: false }).enabled,
    ).toBe(true)
  })

  test('issue 15: in admin mode (no favourites in use) a required favourite does not hold next', () => {
    const required = stage({ favourites: { enabled: true, required: true } })
    expect(next({ stage: required, favouritesInUse: false })).toMatchObject({ enabled: true, blockedBy: null })
  })

  test('B §2 next: disabled while fetching', () => {
    expect(next({ fetching: true })).toMatchObject({ enabled: false, blockedBy: 'fetching' })
    expect(next({ stage: null }).enabled).toBe(true)
  })

  test('B §4 favourites are used only when the stage shows gallery images and enables favourites', () => {
    expect(favouritesActive(stage())).toBe(true)
    expect(favouritesActive(stage({ showGalleryImages: false }))).toBe(false)
    expect(favouritesActive(stage({ favourites: { enabled: false, required: false } }))).toBe(false)
    expect(favouritesActive(null)).toBe(false)
  })
})

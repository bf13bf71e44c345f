import type { Subject } from '../../../core/schemas/photos'
import type { ClientSession, GallerySummary, Stage } from '../../../core/schemas/session'
import { demoStore, stageSettings } from '../../../server/seed/demo'
import { cropFixture } from '../../machines/imageFixture'

// Plain data for the photo and shell view-function tests: galleries, crops, a session with its stage, a subject.

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const GALLERY = id(100)
export const CLASS_GALLERY = id(101)
export const SUBJECT = id(9)

export const store = demoStore

/** Crop n: crop id 1000 + n, image id 5000 + n, in `gallery`. */
export const crop = cropFixture

export const crops = (from: number, count: number) => Array.from({ length: count }, (_, i) => crop(from + i))

export const gallery = (n: number, overrides: Partial<GallerySummary> = {}): GallerySummary => ({
  id: id(100 + n),
  label: `Gallery ${n}`,
  coverImage: `/media/covers/${n}.jpg`,
  imageCount: 12,
  ...overrides,
})

export const galleries = (count: number) => Array.from({ length: count }, (_, i) => gallery(i))

export const session = (overrides: Partial<Stage> = {}): ClientSession => ({
  id: id(1),
  label: 'Grade 5 Graduation',
  uri: 'fixture',
  client: { id: id(2), label: 'Maple Grove Elementary' },
  category: null,
  season: null,
  galleries: [],
  cartImageTypePreference: 'either',
  stage: {
    ...stageSettings({}),
    id: id(3),
    label: 'Re-orders',
    type: 're-order',
    startedAt: null,
    completesAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  },
})

export const subject = (overrides: Partial<Subject> = {}): Subject => ({
  id: SUBJECT,
  name: 'Emma Johnson',
  firstName: 'Emma',
  lastName: 'Johnson',
  grade: null,
  teacher: null,
  homeRoom: null,
  organization: null,
  clientSession: id(1),
  clientSessionLabel: 'Grade 5 Graduation',
  makeupClientSessionLabel: null,
  galleries: [],
  images: [],
  yearbookSelectionAvailable: true,
  ...overrides,
})

/** A stage as the photo rules read it. */
export const photoStage = (
  overrides: {
    showGalleryImages?: boolean
    favourites?: { enabled: boolean; required: boolean }
    yearbookSelection?: boolean
    yearbookSelectionRequired?: boolean
  } = {},
) => ({
  showGalleryImages: true,
  favourites: { enabled: true, required: false },
  yearbookSelection: false,
  yearbookSelectionRequired: false,
  ...overrides,
})

import type { Favourite, GalleryImagesResponse, ImageCrop, YearbookSelection } from '../../core/schemas/photos'
import { fixtures } from './fixtures'
import { cropFixture } from './imageFixture'

// Named answers of the photo machines' scenarios (galleries, favourites, yearbook); imported for its effect.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const GALLERY = id(100)
export const CLASS_GALLERY = id(101)
export const FAVOURITE = id(200)
export const SUBJECT = id(9)
export const STORE_USER = id(300)

/** Crop n of a gallery: crop ids 1000 + n, image ids 5000 + n. */
export const crop = cropFixture

const page = (gallery: string, imageCount: number, pageNumber: number, crops: ImageCrop[]): GalleryImagesResponse => ({
  gallery: { id: gallery, label: 'Emma Johnson', coverImage: null, imageCount, subject: SUBJECT, images: crops },
  paging: { page: pageNumber, pageSize: 40, pageCount: Math.max(1, Math.ceil(imageCount / 40)) },
})

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => crop(from + i))

const favourite = (crops: ImageCrop[], subject: string | null = SUBJECT): Favourite => ({
  id: FAVOURITE,
  clientSession: id(1),
  storeUser: STORE_USER,
  subject,
  images: crops,
})

const poses = [
  crop(1, ['yearbook', 'headshot']),
  crop(2, ['headshot']),
  crop(3, ['yearbook']),
  crop(4, ['greenscreen']),
]

Object.assign(fixtures, {
  'crop:1': poses[0],
  'crop:2': poses[1],
  'crop:3': poses[2],
  'crop:4': poses[3],
  'crop:5': crop(5),
  'crop:11': crop(11, ['group'], CLASS_GALLERY),
  // A 10,000-photo gallery answers 40 at a time.
  'page:big:1': page(GALLERY, 10_000, 1, range(1, 40)),
  'page:big:2': page(GALLERY, 10_000, 2, range(41, 40)),
  'page:big:250': page(GALLERY, 10_000, 250, range(9961, 40)),
  'page:45:1': page(GALLERY, 45, 1, range(1, 40)),
  // The subject's poses as the demo tags them: the yearbook rule `filter ANY [yearbook]` bars 2 and 4.
  'page:poses': page(GALLERY, 4, 1, poses),
  'page:class': page(CLASS_GALLERY, 2, 1, [crop(11, ['group'], CLASS_GALLERY), crop(12, ['group'], CLASS_GALLERY)]),
  'favouriteId:stored': FAVOURITE,
  'favourite:empty': favourite([]),
  'favourite:one': favourite([crop(1)]),
  'favourite:two': favourite([crop(1), crop(2)]),
  'favourite:oneAndTwo': favourite([crop(1), crop(2)]),
  'favourite:three': favourite([crop(1), crop(2), crop(3)]),
  'favourite:seven': favourite(range(1, 7)),
  'favourite:otherChild': favourite([crop(1)], id(10)),
  'favourite:existingFive': favourite([crop(5)]),
  'favourite:existingFiveAndOne': favourite([crop(5), crop(1)]),
  'yearbook:saved': {
    id: id(400),
    storeUser: STORE_USER,
    subject: SUBJECT,
    images: [crop(1).image],
  } satisfies YearbookSelection,
})

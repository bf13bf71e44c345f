import type { Image, ImageCrop } from '../../core/schemas/photos'

// One builder for the photos of every fixture set (scenarios and view tests): plain defaults, overrides for what a
// test exercises.

export const fixtureId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Photo n: image id 5000 + n, renditions under /media/photos/n, in gallery 100 of subject 9 unless overridden. */
export const imageFixture = (n: number, extra: Partial<Image> = {}): Image => ({
  id: fixtureId(5000 + n),
  label: `Photo ${n}`,
  smallUrl: `/media/photos/${n}/small.jpg`,
  mediumUrl: `/media/photos/${n}/medium.jpg`,
  largeUrl: `/media/photos/${n}/large.jpg`,
  originalUrl: `/api/images/${n}/original`,
  knockout: null,
  isKnockedOut: false,
  isShared: false,
  mimeType: 'image/jpeg',
  tags: [],
  subjectPoseId: null,
  width: 1200,
  height: 1500,
  gallery: fixtureId(100),
  subject: fixtureId(9),
  ...extra,
})

/** Crop n of photo n: crop id 1000 + n, uncropped, with the photo's tags. */
export const cropFixture = (n: number, tags: string[] = [], gallery = fixtureId(100)): ImageCrop => ({
  id: fixtureId(1000 + n),
  poseId: null,
  image: imageFixture(n, { tags, gallery }),
  type: 'original',
  tags,
  applyCrop: false,
  crop: null,
  rotation: 0,
})

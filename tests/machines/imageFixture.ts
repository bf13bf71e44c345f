import type { Image, ImageCrop, Renditions } from '../../core/schemas/photos'

// One builder for the photos of every fixture set (scenarios and view tests): plain defaults, overrides for what a
// test exercises.

export const fixtureId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** The renditions of a 1200×1500 photo under `folder`, as the API lists them (JPEG, or PNG for a knockout). */
export const renditionsFixture = (folder: string, ext: 'jpg' | 'png' = 'jpg'): Renditions => {
  const file = (name: string, type: string) => `${folder}/${name}.${type}`
  const widths = [
    ['small', 256],
    ['grid', 384],
    ['medium', 640],
    ['large', 819],
  ] as const
  return {
    smallUrl: file('small', ext),
    mediumUrl: file('medium', ext),
    largeUrl: file('large', ext),
    sources: {
      type: ext === 'png' ? 'image/png' : 'image/jpeg',
      files: widths.map(([name, width]) => ({ url: file(name, ext), width })),
      webp: widths.map(([name, width]) => ({ url: file(name, 'webp'), width })),
    },
  }
}

/** Photo n: image id 5000 + n, renditions under /media/photos/n, in gallery 100 of subject 9 unless overridden. */
export const imageFixture = (n: number, extra: Partial<Image> = {}): Image => ({
  id: fixtureId(5000 + n),
  label: `Photo ${n}`,
  ...renditionsFixture(`/media/photos/${n}`),
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

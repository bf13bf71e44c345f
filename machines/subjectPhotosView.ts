import type { SnapshotFrom } from 'xstate'
import type { ImageCrop } from '../core/schemas/photos'
import type { subjectPhotosMachine } from './subjectPhotos'

export type SubjectPhotosView = {
  /** `none` without a chosen student, else loading, loaded or failed. */
  readonly status: 'none' | 'loading' | 'loaded' | 'failed'
  readonly photos: readonly ImageCrop[]
  /** The photo of an image id, for a slot that shows the chosen photo; null when not among the student's. */
  readonly photoOf: (imageId: string | null) => ImageCrop['image'] | null
}

const STATUSES = ['none', 'loading', 'loaded', 'failed'] as const

/** The chosen student's photos as the image choosers and option inputs read them. */
export const subjectPhotosView = (snapshot: SnapshotFrom<typeof subjectPhotosMachine>): SubjectPhotosView => {
  const { photos } = snapshot.context
  return {
    status: STATUSES.find((s) => snapshot.matches(s)) ?? 'loading',
    photos,
    photoOf: (imageId) => (imageId === null ? null : (photos.find((p) => p.image.id === imageId)?.image ?? null)),
  }
}

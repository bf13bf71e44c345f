import { sessionValue } from './local'

const key = (subjectId: string | null) => `picture-day.chosen-photo.${subjectId ?? 'no-subject'}`

/**
 * Issue 16 "the child's photo everywhere it helps the choice": the photo a parent picked ("Buy this photo" in the
 * lightbox) for one student, kept for this tab's session. Product cards and newly opened panels prefer it to the
 * favourite; a shop opened without a student keeps one choice of its own.
 */
export const chosenPhotoStorage = {
  get: (subjectId: string | null): string | null => sessionValue(key(subjectId)).read(),
  set: (subjectId: string | null, imageId: string) => sessionValue(key(subjectId)).write(imageId),
}

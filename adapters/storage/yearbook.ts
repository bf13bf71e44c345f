import { localValue } from './local'

/** B §4 yearbook: a skipped selection is remembered per store user and subject, so the catalog stops asking. */
export const yearbookSkipStorage = (storeUserId: string, subjectId: string) => {
  const value = localValue(`picture-day.yearbook-skipped.${storeUserId}.${subjectId}`)
  return { skipped: () => value.read() === 'true', skip: () => value.write('true') }
}

import { localValue } from './local'

/** The student chosen in a session: from the address (subjectUid, B §2 order switching) or remembered from before. */
export const chosenSubjectStorage = (clientSessionId: string) => {
  const stored = localValue(`picture-day.subject.${clientSessionId}`)
  return {
    read: (search: string): string | null => {
      const fromUrl = new URLSearchParams(search).get('subjectUid')
      if (fromUrl) stored.write(fromUrl)
      return fromUrl ?? stored.read()
    },
    forget: stored.forget,
  }
}

import { localValue } from './local'

/**
 * The student chosen in a session: from the address (subjectUid, B §2 order switching) or remembered from before.
 * C §2: switching to an order without a subject says clearSessionAuthentication=true: the student remembered is
 * forgotten and the shop opens without one.
 */
export const chosenSubjectStorage = (clientSessionId: string) => {
  const stored = localValue(`picture-day.subject.${clientSessionId}`)
  return {
    read: (search: string): string | null => {
      const query = new URLSearchParams(search)
      const fromUrl = query.get('subjectUid')
      if (fromUrl) stored.write(fromUrl)
      else if (query.get('clearSessionAuthentication') === 'true') {
        stored.forget()
        return null
      }
      return fromUrl ?? stored.read()
    },
    forget: stored.forget,
  }
}

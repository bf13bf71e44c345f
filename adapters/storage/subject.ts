/** The student chosen in a session: from the address (subjectUid, B §2 order switching) or remembered from before. */
const key = (clientSessionId: string) => `picture-day.subject.${clientSessionId}`

export const subjectStore = (clientSessionId: string) => ({
  read: (search: string): string | null => {
    const fromUrl = new URLSearchParams(search).get('subjectUid')
    try {
      if (fromUrl) localStorage.setItem(key(clientSessionId), fromUrl)
      return fromUrl ?? localStorage.getItem(key(clientSessionId))
    } catch {
      return fromUrl
    }
  },
  forget: () => {
    try {
      localStorage.removeItem(key(clientSessionId))
    } catch {
      // Nothing stored.
    }
  },
})

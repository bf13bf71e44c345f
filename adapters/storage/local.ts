/** One value in the shopper's local storage; a browser that refuses storage keeps nothing and breaks nothing. */
export const localValue = (key: string) => ({
  read: (): string | null => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  write: (value: string) => {
    try {
      localStorage.setItem(key, value)
    } catch {
      // Storage refused (private mode, quota): the value lasts for this visit only.
    }
  },
  forget: () => {
    try {
      localStorage.removeItem(key)
    } catch {
      // Nothing stored.
    }
  },
})

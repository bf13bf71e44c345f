// One value in the browser's storage; a browser that refuses storage keeps nothing and breaks nothing.
const storedValue = (area: () => Storage, key: string) => ({
  read: (): string | null => {
    try {
      return area().getItem(key)
    } catch {
      return null
    }
  },
  write: (value: string) => {
    try {
      area().setItem(key, value)
    } catch {
      // Storage refused (private mode, quota): the value lasts for this visit only.
    }
  },
  forget: () => {
    try {
      area().removeItem(key)
    } catch {
      // Nothing stored.
    }
  },
})

/** One value in the shopper's local storage. */
export const localValue = (key: string) => storedValue(() => localStorage, key)

/** One value of this tab (session storage): it survives a reload, not the tab. */
export const sessionValue = (key: string) => storedValue(() => sessionStorage, key)

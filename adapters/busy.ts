// B §4 "a fetch counter rises on each request start and falls on completion; the shopper sees fetching while the counter
// is above 0" (B §2 layout, C §2: a spinner shows while fetching). The API client counts its calls here; the shop's
// layout subscribes (adapters/react/busy.ts). The spinner waits a moment first, so a quick call does not flash it.

/** How long requests must run before the spinner shows. */
export const SPINNER_DELAY_MS = 400

export type RequestCounter = {
  /** A request started. */
  start(): void
  /** A request ended, answered or not. */
  end(): void
  /** Requests under way. */
  count(): number
  /** Some request has been running for the delay: the spinner shows. */
  busy(): boolean
  /** Called whenever `busy` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export const createRequestCounter = (delayMs = SPINNER_DELAY_MS): RequestCounter => {
  let count = 0
  let busy = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  const set = (next: boolean) => {
    if (next === busy) return
    busy = next
    for (const listener of listeners) listener()
  }
  return {
    start: () => {
      count += 1
      if (count === 1) timer = setTimeout(() => set(true), delayMs)
    },
    end: () => {
      count = Math.max(0, count - 1)
      if (count > 0) return
      clearTimeout(timer)
      set(false)
    },
    count: () => count,
    busy: () => busy,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The page's one counter: every API client of the page counts here. */
export const requestCounter = createRequestCounter()

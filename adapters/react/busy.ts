import { useSyncExternalStore } from 'react'
import { requestCounter } from '../busy'

/** B §2 layout, B §4: some API request has been running a moment (the fetch counter above 0): show the spinner. */
export const useBusy = (): boolean => useSyncExternalStore(requestCounter.subscribe, requestCounter.busy, () => false)

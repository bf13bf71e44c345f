import type { ShopConfig } from '../../core/schemas/config'
import { createApiClient } from '../api/client'
import { shopApi } from '../api/shop'

/** A read started at once and handed to the first caller asking for the same thing; a later call (a retry) reads again. */
export type EarlyRead<T> = (same: boolean) => Promise<T>

/**
 * Issue 17 point 3: a shop's first reads (store, product set, client session, member) go out together (their ids are
 * in the page's config), not one round trip after another; the startup machine (adapters/react/startup.tsx) still
 * takes the answers in B §4's order. `api`: the same client, for the rest. Started from the startup's provider: started
 * earlier, from ui/main.tsx, Lighthouse measured more blocking time and no earlier LCP (docs/performance.md).
 */
export const startShopReads = (config: ShopConfig) => {
  const api = shopApi(createApiClient(config.apiBase, config.language))
  return {
    api,
    store: startedOnce(() => api.store(config.storeId)),
    productSet: startedOnce(() => api.productSet(config.clientSessionId)),
    clientSession: startedOnce(() => api.clientSession(config.clientSessionId)),
    member: startedOnce(() => api.member()),
  }
}

/** A read nobody takes (a paused shop) fails quietly. */
const startedOnce = <T>(read: () => Promise<T>): EarlyRead<T> => {
  let early: Promise<T> | null = read()
  early.catch(() => {})
  return (same) => {
    const answer = same && early ? early : read()
    early = null
    return answer
  }
}

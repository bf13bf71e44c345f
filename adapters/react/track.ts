import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { ShopConfig } from '../../core/schemas/config'
import type { TrackingEvent } from '../../machines/tracking'
import { createApiClient } from '../api/client'
import { photosApi } from '../api/photos'
import { inspection } from '../inspect'
import { lazyActor } from '../lazyActor'
import { type Track, tracksTo } from '../shopActors'
import { isAdminMode } from '../storage/adminToken'
import { afterPaint } from './afterPaint'

/** What the shop does with its tracking actor: send it the visit and the tracks. */
export type TrackingActor = { send: (event: TrackingEvent) => void }

const TrackingContext = createContext<TrackingActor | null>(null)

/**
 * Issue 15 point 3, C §7: the page's one tracking actor, made once. StartupProvider holds it (startup tells it which
 * shop this is). Issue 17: its machine loads and starts with the first event (the loaded shop's visit), once the page
 * has painted; a module that does not arrive loses those tracks and is asked for again with the next (tracking never
 * disturbs the parent). Admin mode is read once: signing in or out reloads the page (C §6: nothing is tracked for an
 * admin).
 */
export const useTrackingActor = (config: ShopConfig): TrackingActor => {
  const [actor] = useState(() => {
    const post = photosApi(createApiClient(config.apiBase, config.language)).track
    return lazyActor(
      afterPaint(() =>
        import('../trackingActor').then((module) => ({
          logic: module.trackingLogic(post),
          input: { adminMode: isAdminMode() },
          extra: null,
        })),
      ),
      () => {},
      inspection(),
    )
  })
  useEffect(() => () => actor.stop(), [actor])
  return actor
}

/** Hands the tracking actor to the shop's hooks (useTrack). */
export const TrackingProvider = TrackingContext.Provider

/** The `track` action of the shop's machines: their tracks go to the tracking actor, in order. */
export const useTrack = (): Track => {
  const tracking = useContext(TrackingContext)
  if (!tracking) throw new Error('useTrack outside StartupProvider')
  return useMemo(() => tracksTo(tracking), [tracking])
}

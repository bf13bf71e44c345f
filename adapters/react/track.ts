import { useActorRef } from '@xstate/react'
import { createContext, useContext, useMemo, useState } from 'react'
import type { Actor } from 'xstate'
import type { ShopConfig } from '../../core/schemas/config'
import type { trackingMachine } from '../../machines/tracking'
import { createApiClient } from '../api/client'
import { photosApi } from '../api/photos'
import { inspection } from '../inspect'
import { type Track, trackingLogic, tracksTo } from '../shopActors'
import { isAdminMode } from '../storage/adminToken'

export type TrackingActor = Actor<typeof trackingMachine>

const TrackingContext = createContext<TrackingActor | null>(null)

/**
 * Issue 15 point 3, C §7: the page's one tracking actor, created once. StartupProvider holds it (startup tells it which
 * shop this is). Admin mode is read once: signing in or out reloads the page (C §6: nothing is tracked for an admin).
 */
export const useTrackingActor = (config: ShopConfig): TrackingActor => {
  const [logic] = useState(() => trackingLogic(photosApi(createApiClient(config.apiBase, config.language)).track))
  return useActorRef(logic, { ...inspection(), input: { adminMode: isAdminMode() } })
}

/** Hands the tracking actor to the shop's hooks (useTrack). */
export const TrackingProvider = TrackingContext.Provider

/** The `track` action of the shop's machines: their tracks go to the tracking actor, in order. */
export const useTrack = (): Track => {
  const tracking = useContext(TrackingContext)
  if (!tracking) throw new Error('useTrack outside StartupProvider')
  return useMemo(() => tracksTo(tracking), [tracking])
}

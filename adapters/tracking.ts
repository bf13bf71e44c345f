import type { Subject } from '../core/schemas/photos'
import type { ClientSession } from '../core/schemas/session'
import type { Store } from '../core/schemas/store'
import type { PhotosApi } from './api/photos'

/** Where the shopper is: every track carries it (C §7 "store, session, stage, order and subject details"). */
export type TrackingContext = {
  store: Store | null
  clientSession: ClientSession | null
  subject: Subject | null
  storeUserId: string | null
  /** C §6: nothing is tracked for an admin acting for a shopper. */
  adminMode: boolean
}

/** Records an event with the machine's properties (the order, the step); never waits and never fails. */
export type Track = (event: string, properties: Record<string, unknown>) => void

/**
 * C §7 tracking through POST /tracks. Skipped in admin mode or when the store has tracking off (C §6); fire and
 * forget, so a tracking failure never holds up or breaks the shopper's step.
 */
export const tracker = (track: PhotosApi['track'], context: TrackingContext): Track => {
  const { store, clientSession, subject, storeUserId, adminMode } = context
  if (adminMode || !store?.settings.isTrackingAvailable) return () => {}
  return (event, properties) => {
    track({
      storeUser: storeUserId,
      event,
      properties: {
        store: store.id,
        clientSession: clientSession?.id ?? null,
        stage: clientSession?.stage.id ?? null,
        subject: subject?.id ?? null,
        ...properties,
      },
    }).catch(() => {})
  }
}

import { useMemo } from 'react'
import { createApiClient } from '../api/client'
import { photosApi } from '../api/photos'
import { readToken, storeUserIdOf } from '../storage/token'
import { type Track, tracker } from '../tracking'
import { useShop } from './shop'
import { useStartupSelector } from './startup'

/** C §7 tracking for the shop's machines: the store, session, stage and subject of this visit on every track. */
export const useTrack = (): Track => {
  const { config } = useShop()
  const store = useStartupSelector((s) => s.context.store)
  const clientSession = useStartupSelector((s) => s.context.clientSession)
  const subject = useStartupSelector((s) => s.context.subject)
  return useMemo(
    () =>
      tracker(photosApi(createApiClient(config.apiBase, config.language)).track, {
        store,
        clientSession,
        subject,
        storeUserId: storeUserIdOf(readToken()),
        // Admin mode does not exist in the browser yet (C §1): the shopper's own visit.
        adminMode: false,
      }),
    [config, store, clientSession, subject],
  )
}

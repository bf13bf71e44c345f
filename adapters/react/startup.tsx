import { createActorContext } from '@xstate/react'
import { type ReactNode, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { ShopConfig } from '../../core/schemas/config'
import { startupMachine } from '../../machines/startup'
import { type StartupView, startupView } from '../../machines/startupView'
import { inspection } from '../inspect'
import { tracksTo } from '../shopActors'
import { chosenSubjectStorage } from '../storage/subject'
import { readToken, storeUserIdOf } from '../storage/token'
import { startShopReads } from './shopReads'
import { TrackingProvider, useTrackingActor } from './track'

const StartupContext = createActorContext(startupMachine)

/**
 * Wires the startup machine to the real API and starts it once per page, with the page's tracking actor (C §7): the
 * loaded shop tells it what every track carries, then tracks Shop Opened.
 */
export const StartupProvider = ({
  config,
  path,
  children,
}: {
  config: ShopConfig
  path: string
  children: ReactNode
}) => {
  const tracking = useTrackingActor(config)
  const logic = useMemo(() => {
    const subjects = chosenSubjectStorage(config.clientSessionId)
    const { api, store, productSet, clientSession, member } = startShopReads(config)
    return startupMachine.provide({
      actors: {
        loadStore: fromPromise(({ input }) => store(input.storeId === config.storeId)),
        loadProductSet: fromPromise(({ input }) => productSet(input.clientSessionId === config.clientSessionId)),
        loadClientSession: fromPromise(({ input }) => clientSession(input.clientSessionId === config.clientSessionId)),
        loadMember: fromPromise(() => member(true)),
        loadSubject: fromPromise(({ input }) => api.subject(input.clientSessionId, input.subjectId)),
      },
      actions: {
        forgetSubject: () => subjects.forget(),
        // The store user exists by now: startup's calls made one on a first visit.
        describeVisit: (_, visit) =>
          tracking.send({ type: 'tracking.visit', ...visit, storeUser: storeUserIdOf(readToken()) }),
        track: (_, { tracks }) => tracksTo(tracking)(tracks),
      },
    })
  }, [config, tracking])
  return (
    <TrackingProvider value={tracking}>
      <StartupContext.Provider
        logic={logic}
        options={{
          ...inspection(),
          input: {
            storeId: config.storeId,
            clientSessionId: config.clientSessionId,
            path,
            subjectId: chosenSubjectStorage(config.clientSessionId).read(window.location.search),
          },
        }}
      >
        {children}
      </StartupContext.Provider>
    </TrackingProvider>
  )
}

export const useStartupSelector = StartupContext.useSelector

/** B §2 layout: which page the shop shows (unavailable, load failure, loading, or the shop with its header). */
export const useStartupView = (): StartupView => {
  const snapshot = useStartupSelector((s) => s)
  return useMemo(() => startupView(snapshot), [snapshot])
}

import { createActorContext } from '@xstate/react'
import { type ReactNode, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { ShopConfig } from '../../core/schemas/config'
import { startupMachine } from '../../machines/startup'
import { type StartupView, startupView } from '../../machines/startupView'
import { inspection } from '../inspect'
import { tracksTo } from '../shopActors'
import { readToken, storeUserIdOf } from '../storage/token'
import { firstReadsOf } from './firstReads'
import { TrackingProvider, useTrackingActor } from './track'

const StartupContext = createActorContext(startupMachine)

/**
 * Wires the startup machine to the real API and starts it once per page, with the page's tracking actor (C §7): the
 * loaded shop tells it what every track carries, then tracks Shop Opened. Its calls take the first reads the page's
 * entry sent (./firstReads.ts).
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
  const { logic, subjectId } = useMemo(() => {
    const { api, subjects, subjectId, store, productSet, clientSession, member, subject } = firstReadsOf(config)
    const logic = startupMachine.provide({
      actors: {
        loadStore: fromPromise(({ input }) => store(input.storeId === config.storeId)),
        loadProductSet: fromPromise(({ input }) => productSet(input.clientSessionId === config.clientSessionId)),
        loadClientSession: fromPromise(({ input }) => clientSession(input.clientSessionId === config.clientSessionId)),
        loadMember: fromPromise(() => member(true)),
        loadSubject: fromPromise(({ input }) =>
          subject && input.clientSessionId === config.clientSessionId && input.subjectId === subjectId
            ? subject(true)
            : api.subject(input.clientSessionId, input.subjectId),
        ),
      },
      actions: {
        forgetSubject: () => subjects.forget(),
        // The store user exists by now: startup's calls made one on a first visit.
        describeVisit: (_, visit) =>
          tracking.send({ type: 'tracking.visit', ...visit, storeUser: storeUserIdOf(readToken()) }),
        track: (_, { tracks }) => tracksTo(tracking)(tracks),
      },
    })
    return { logic, subjectId }
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
            subjectId,
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
export const useStartupView = (): StartupView => useStartupSelector(startupView)

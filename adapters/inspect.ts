// Development only: `?inspect=1` on a shop page attaches the Stately inspector to the shop's actors, so QA can watch
// the live machines (docs/scenarios.md). A production build drops the inspector: the import is behind DEV.
import type { InspectionEvent } from 'xstate'

type Inspect = (event: InspectionEvent) => void

let inspect: Inspect | null = null

const wanted = () => typeof location !== 'undefined' && new URLSearchParams(location.search).get('inspect') === '1'

/**
 * Options for `createActor` / `useActorRef` / `useActor`: `{ inspect }` when the inspector is wanted, else nothing.
 * The inspector loads lazily; events before it opens are kept and replayed.
 */
export const inspection = (): { inspect?: Inspect } => {
  // A constant in a build, so a production bundle holds no inspector at all.
  if (!import.meta.env.DEV || !wanted()) return {}
  if (!inspect) {
    const early: InspectionEvent[] = []
    let send: Inspect = (event) => early.push(event)
    inspect = (event) => send(event)
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector()
      send = (event) => inspector.inspect.next?.(event)
      for (const event of early) send(event)
    })
  }
  return { inspect }
}

// The shop's tracking actor (C §7, issue 15 point 3) with its real I/O provided. Issue 17: it loads with the first
// event sent to it (adapters/react/track.ts, ./lazyActor.ts), after the page's first render: nothing a parent sees
// waits for it.
import { fromPromise } from 'xstate'
import { type TrackBody, trackingMachine } from '../machines/tracking'

/** The one tracking actor of a shop; each track is one POST /tracks (`post`), one at a time. */
export const trackingLogic = (post: (body: TrackBody) => Promise<unknown>) =>
  trackingMachine.provide({ actors: { sendTrack: fromPromise(({ input }) => post(input)) } })

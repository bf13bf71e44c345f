import { assign, fromCallback, type SnapshotFrom, setup } from 'xstate'
import { type BannerStage, bannerColor, bannerVisible, countdown, secondsLeft } from '../core/banner'

export type StageBannerInput = {
  stage: BannerStage | null
  /** B §6: admin mode hides stage banners. */
  adminMode: boolean
  /** Epoch milliseconds when the shop opened; the clock moves it on. */
  now: number
}

export type ClockTick = { type: 'clock.tick'; now: number }

type Context = { stage: BannerStage | null; adminMode: boolean; now: number }

const passed = ({ stage, now }: Context) => {
  const left = stage ? secondsLeft(stage, now) : null
  return left !== null && left <= 0
}

/**
 * B §2 stage banner, B §4 countdown: off in admin mode or without a banner style; a banner with a completion time
 * follows the clock (a tick each second, B §9) and stops once the date has passed; a text banner without one is still.
 * Whether it shows, its colour and text are core/banner.ts, from the stage and `now`.
 */
export const stageBannerMachine = setup({
  types: {} as { context: Context; input: StageBannerInput; events: ClockTick },
  actors: {
    /** Sends `clock.tick` with the current time every second (provided by adapters). */
    clock: fromCallback<ClockTick>(() => () => {}),
  },
  guards: {
    passed: ({ context }) => passed(context),
    hidden: ({ context }) => context.adminMode || !context.stage?.bannerStyle,
    noCompletionTime: ({ context }) => context.stage !== null && secondsLeft(context.stage, context.now) === null,
    tickPasses: ({ context, event }) => passed({ ...context, now: event.now }),
  },
  actions: { setNow: assign({ now: ({ event }) => event.now }) },
}).createMachine({
  id: 'stageBanner',
  context: ({ input }) => ({ stage: input.stage, adminMode: input.adminMode, now: input.now }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hidden', target: 'off' },
        { guard: 'passed', target: 'stopped' },
        { guard: 'noCompletionTime', target: 'still' },
        { target: 'ticking' },
      ],
    },
    off: {},
    still: {},
    ticking: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'clock.tick': [{ guard: 'tickPasses', target: 'stopped', actions: 'setNow' }, { actions: 'setNow' }],
      },
    },
    stopped: {},
  },
})

/** What the banner shows at the machine's `now`: B §5 visibility, B §4 colour by urgency and the countdown. */
export const stageBannerView = (snapshot: SnapshotFrom<typeof stageBannerMachine>) => {
  const { stage, now } = snapshot.context
  const visible = stage !== null && !snapshot.matches('off') && bannerVisible(stage, now)
  return visible ? { visible, color: bannerColor(stage, now), countdown: countdown(stage, now) } : null
}

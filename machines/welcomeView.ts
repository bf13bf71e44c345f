import type { SnapshotFrom } from 'xstate'
import type { Subject } from '../core/schemas/photos'
import type { ClientSession } from '../core/schemas/session'
import { fillSentences } from '../core/text'
import { type DeadlineText, epochOf } from './stageBannerView'
import type { welcomeMachine } from './welcome'

type Stage = ClientSession['stage']

export type WelcomeView = {
  readonly open: boolean
  /** B §9: medium unless the stage says otherwise. */
  readonly size: 'sm' | 'md' | 'lg'
  /** The stage's close time in epoch milliseconds, for the view to format; null without one. */
  readonly completesAt: number | null
  /**
   * The heading and text with the B §4 placeholders filled (subject, session, client, formatted close date). Without a
   * subject its placeholders read `subjectFallback` (the view's "your child"); a sentence naming a date the stage does
   * not have is left out (issue 16 point 5: never a gap where a name should be).
   */
  readonly content: (
    deadline: DeadlineText,
    subjectFallback: string,
  ) => { readonly title: string; readonly text: string }
  /** The message id of `subjectFallback`. */
  readonly subjectFallback: 'welcome.subject_fallback'
  readonly hide: { readonly type: 'welcome.hide' }
}

const SIZES = { small: 'sm', medium: 'md', large: 'lg' } as const

/** B §4: the welcome modal shows when the stage asks for it and has a heading or a text. */
export const welcomeShown = (stage: Stage | null | undefined): boolean =>
  Boolean(stage?.showWelcomeMessage && (stage.welcomeHeading || stage.welcomeText))

/** B §2 welcome modal as the view shows it: null without a stage; open by default, closed on hide. */
export const welcomeView = (
  snapshot: SnapshotFrom<typeof welcomeMachine>,
  input: { clientSession: ClientSession | null; subject: Subject | null },
): WelcomeView | null => {
  const { clientSession, subject } = input
  const stage = clientSession?.stage
  if (!clientSession || !stage) return null
  const fill = (template: string | null, deadline: DeadlineText, subjectFallback: string) =>
    fillSentences(
      template ?? '',
      {
        subjectName: subject?.name,
        firstName: subject?.firstName,
        lastName: subject?.lastName,
        sessionName: clientSession.label,
        clientName: clientSession.client.label,
        // Read only where the text names them: a view may format the date on demand.
        get date() {
          return deadline.date
        },
        get time() {
          return deadline.time
        },
        get dateTime() {
          return deadline.dateTime
        },
      },
      subjectFallback,
    )
  return {
    open: snapshot.matches('open'),
    size: SIZES[stage.welcomeSize] ?? 'md',
    completesAt: epochOf(stage.completesAt),
    content: (deadline, fallback) => ({
      title: fill(stage.welcomeHeading, deadline, fallback),
      text: fill(stage.welcomeText, deadline, fallback),
    }),
    subjectFallback: 'welcome.subject_fallback',
    hide: { type: 'welcome.hide' },
  }
}

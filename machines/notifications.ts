import { assertEvent, assign, enqueueActions, setup } from 'xstate'

/** C §8 notifications: levels, positions and the auto-dismiss default. */
export const LEVELS = ['success', 'error', 'warning', 'info'] as const
export const POSITIONS = ['tl', 'tc', 'tr', 'bl', 'bc', 'br'] as const
export type Level = (typeof LEVELS)[number]
export type Position = (typeof POSITIONS)[number]

export const AUTO_DISMISS_SECONDS = 5
/** C §8: the uid counter starts at 3400. */
export const FIRST_UID = 3400

export type Toast = {
  uid: number
  level: Level
  /** A message id of the UI's catalogue, with its values. */
  message: string
  values?: Record<string, string | number>
  position: Position
  autoDismiss: number
  /** A link the toast offers (issue 9: the "added" toast has View cart), as a message id and an in-app path. */
  action?: ToastAction
}

export type ToastAction = { label: string; href: string }

export type NotificationEvent =
  | {
      type: 'notification.show'
      level: string
      message: string
      values?: Record<string, string | number>
      uid?: number
      position?: string
      autoDismiss?: unknown
      action?: ToastAction
    }
  | { type: 'notification.dismiss'; uid: number }

const isLevel = (l: string): l is Level => (LEVELS as readonly string[]).includes(l)
const isPosition = (p: string): p is Position => (POSITIONS as readonly string[]).includes(p)

/**
 * C §5 notification widget: the level must be known, autoDismiss a number, the position known; a duplicate uid is
 * ignored. Each toast dismisses itself after autoDismiss seconds (0 keeps it).
 */
export const notificationsMachine = setup({
  types: {} as { context: { toasts: Toast[]; nextUid: number }; events: NotificationEvent },
  actions: {
    show: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'notification.show')
      const position = event.position ?? 'tr'
      const autoDismiss = event.autoDismiss ?? AUTO_DISMISS_SECONDS
      if (!isLevel(event.level) || !isPosition(position)) return
      if (typeof autoDismiss !== 'number' || !Number.isFinite(autoDismiss) || autoDismiss < 0) return
      if (event.uid !== undefined && context.toasts.some((t) => t.uid === event.uid)) return
      const uid = event.uid ?? context.nextUid
      const toast: Toast = { uid, level: event.level, message: event.message, position, autoDismiss }
      if (event.values) toast.values = event.values
      if (event.action) toast.action = event.action
      enqueue.assign({ toasts: [...context.toasts, toast], nextUid: Math.max(context.nextUid, uid) + 1 })
      if (autoDismiss > 0)
        enqueue.raise({ type: 'notification.dismiss', uid }, { delay: autoDismiss * 1000, id: `dismiss-${uid}` })
    }),
    dismiss: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'notification.dismiss')
        return context.toasts.filter((t) => t.uid !== event.uid)
      },
    }),
  },
}).createMachine({
  id: 'notifications',
  context: { toasts: [], nextUid: FIRST_UID },
  on: {
    'notification.show': { actions: 'show' },
    'notification.dismiss': { actions: 'dismiss' },
  },
})

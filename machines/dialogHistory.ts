import { assign, setup } from 'xstate'

/**
 * One open dialog. `level` is how deep it is nested in other dialogs (a chooser opened from a panel is one deeper), so
 * dialogs opened in the same render still stack in the right order; `closable` is false while a confirmation runs
 * (B §4: dismissal is blocked).
 */
export type OpenDialog = { id: string; level: number; closable: boolean }

/** A route change asked for through the router: where to, and the router's own options, passed back as they came. */
export type Navigation = { to: string; options: Record<string, unknown> }

export type DialogHistoryEvent =
  | { type: 'dialog.opened'; id: string; level: number; closable: boolean }
  | { type: 'dialog.closable'; id: string; closable: boolean }
  | { type: 'dialog.closed'; id: string }
  /** The browser moved in its history (popstate); `depth` is the dialog depth written in the entry it reached. */
  | { type: 'history.popped'; depth: number }
  | ({ type: 'navigation.requested' } & Navigation)

export type DialogHistoryContext = {
  /** The dialogs on screen, bottom first. */
  dialogs: OpenDialog[]
  /** How many dialog entries the browser's history holds above the page's own entry. */
  entries: number
  /** A route change waiting until the dialogs' entries are gone, so it replaces none of them and leaves none behind. */
  navigation: Navigation | null
}

/** Where a dialog goes in the stack: above every dialog of its level or below. */
const insert = (dialogs: readonly OpenDialog[], dialog: OpenDialog): OpenDialog[] => {
  const at = dialogs.findLastIndex((d) => d.level <= dialog.level) + 1
  return [...dialogs.slice(0, at), dialog, ...dialogs.slice(at)]
}

/** The entries the open dialogs are missing (depths counted from the page's entry, 1 first). */
const pushMissing = {
  type: 'pushEntries',
  params: ({ context }: { context: DialogHistoryContext }) => ({
    depths: Array.from(
      { length: Math.max(0, context.dialogs.length - context.entries) },
      (_, i) => context.entries + i + 1,
    ),
  }),
} as const

/** A route change closes every dialog that may close (the new page starts without them), top first. */
const closeAll = {
  type: 'closeDialogs',
  params: ({ context }: { context: DialogHistoryContext }) => ({
    ids: context.dialogs
      .filter((d) => d.closable)
      .map((d) => d.id)
      .reverse(),
  }),
} as const

/**
 * Issue 16 point 1, history-aware dialogs. Every open dialog owns one entry in the browser's history (same address),
 * so the phone's Back closes the top dialog only and never leaves the page under it. A dialog closed on screen takes
 * its entry away again (one step back, whose popstate is its own and closes nothing); the history moves one traversal
 * at a time (`unwinding` waits for it before pushing again). A route change while dialogs are open first removes
 * their entries and closes them, then navigates, so Back from the new page comes back to the page, not to a dialog.
 * Entries left by a reload or reached by Forward belong to no dialog and are stepped over.
 */
export const dialogHistoryMachine = setup({
  types: {} as {
    context: DialogHistoryContext
    input: { depth: number }
    events: DialogHistoryEvent
  },
  actions: {
    /** history.pushState of one entry per depth, each with its dialog depth (the address stays). */
    pushEntries: (_, _params: { depths: number[] }) => {},
    /** history.go(-steps). */
    goBack: (_, _params: { steps: number }) => {},
    /** The dialogs' own closes (what their close buttons do), top first. */
    closeDialogs: (_, _params: { ids: string[] }) => {},
    /** The router's navigation, as it was asked for (a replace keeps the entry's dialog depth). */
    navigate: (_, _params: Navigation) => {},
    addDialog: assign({
      dialogs: ({ context, event }) =>
        event.type !== 'dialog.opened' || context.dialogs.some((d) => d.id === event.id)
          ? context.dialogs
          : insert(context.dialogs, { id: event.id, level: event.level, closable: event.closable }),
    }),
    markClosable: assign({
      dialogs: ({ context, event }) =>
        event.type === 'dialog.closable'
          ? context.dialogs.map((d) => (d.id === event.id ? { ...d, closable: event.closable } : d))
          : context.dialogs,
    }),
    removeDialog: assign({
      dialogs: ({ context, event }) =>
        event.type === 'dialog.closed' ? context.dialogs.filter((d) => d.id !== event.id) : context.dialogs,
    }),
    takeDepth: assign({ entries: ({ event }) => (event.type === 'history.popped' ? event.depth : 0) }),
    /** The history holds (or will, once the step back lands) one entry per dialog. */
    countEntries: assign({ entries: ({ context }) => context.dialogs.length }),
    forgetDialogs: assign({ dialogs: [] }),
    /** Back closed the dialogs above the entry it reached; one that may not close now keeps its place. */
    keepUnclosable: assign({
      dialogs: ({ context, event }) =>
        event.type === 'history.popped' ? context.dialogs.filter((d, i) => i < event.depth || !d.closable) : [],
    }),
    keepNavigation: assign({
      navigation: ({ event }) =>
        event.type === 'navigation.requested' ? { to: event.to, options: event.options } : null,
    }),
    forgetNavigation: assign({ navigation: null }),
  },
  guards: {
    staleEntries: ({ context }) => context.entries > context.dialogs.length,
    missingEntries: ({ context }) => context.entries < context.dialogs.length,
    backOverDialogs: ({ context, event }) => event.type === 'history.popped' && event.depth < context.dialogs.length,
    navigationWaiting: ({ context }) => context.navigation !== null,
    noDialogEntries: ({ context }) => context.entries === 0 && context.dialogs.length === 0,
    redirecting: ({ event }) => event.type === 'navigation.requested' && event.options.replace === true,
  },
}).createMachine({
  id: 'dialogHistory',
  context: ({ input }) => ({ dialogs: [], entries: input.depth, navigation: null }),
  initial: 'settled',
  states: {
    // The history follows the dialogs: stale entries go back in one traversal, missing ones are pushed, and a route
    // change waiting for the dialogs' entries to go runs once they have.
    settled: {
      always: [
        { guard: 'staleEntries', target: 'unwinding' },
        { guard: 'missingEntries', actions: [pushMissing, 'countEntries'] },
        {
          guard: 'navigationWaiting',
          actions: [
            { type: 'navigate', params: ({ context }) => context.navigation as Navigation },
            'forgetNavigation',
          ],
        },
      ],
      on: {
        'dialog.opened': { actions: 'addDialog' },
        'dialog.closable': { actions: 'markClosable' },
        'dialog.closed': { actions: 'removeDialog' },
        'history.popped': [
          {
            guard: 'backOverDialogs',
            actions: [
              {
                type: 'closeDialogs',
                params: ({ context, event }) => ({
                  ids: context.dialogs
                    .slice(event.depth)
                    .filter((d) => d.closable)
                    .map((d) => d.id)
                    .reverse(),
                }),
              },
              'keepUnclosable',
              'takeDepth',
            ],
          },
          // A route's own Back or Forward, or Forward onto a dialog's entry (stale: stepped back over).
          { actions: 'takeDepth' },
        ],
        'navigation.requested': [
          {
            guard: 'noDialogEntries',
            actions: { type: 'navigate', params: ({ event }) => ({ to: event.to, options: event.options }) },
          },
          // A redirect (the page says it lives at another address) is not the parent leaving: the dialogs stay open
          // and the address changes in place (the startup's redirects must not close the welcome).
          {
            guard: 'redirecting',
            actions: { type: 'navigate', params: ({ event }) => ({ to: event.to, options: event.options }) },
          },
          { actions: ['keepNavigation', closeAll, 'forgetDialogs'] },
        ],
      },
    },
    unwinding: {
      entry: [
        { type: 'goBack', params: ({ context }) => ({ steps: context.entries - context.dialogs.length }) },
        'countEntries',
      ],
      on: {
        // Pushed once the traversal under way has landed (a push now would be undone by it).
        'dialog.opened': { actions: 'addDialog' },
        'dialog.closable': { actions: 'markClosable' },
        'dialog.closed': { actions: 'removeDialog' },
        // Our own step back: it closes nothing.
        'history.popped': { target: 'settled', actions: 'takeDepth' },
        'navigation.requested': { actions: ['keepNavigation', closeAll, 'forgetDialogs'] },
      },
    },
  },
})

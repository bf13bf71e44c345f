import { createContext, useContext, useEffect, useId, useRef } from 'react'
import type { AroundNavHandler } from 'wouter'
import { type Actor, createActor } from 'xstate'
import { dialogHistoryMachine } from '../../machines/dialogHistory'
import { inspection } from '../inspect'

// Issue 16 point 1: the browser side of machines/dialogHistory.ts. One actor per page, started when the page loads (so
// an entry a reload left behind is stepped over at once): it writes the dialog entries into the browser's history,
// hears popstate, and closes dialogs through the close each one gave.

/** The dialog depth written in a history entry by pushEntry (0: the page's own entry). */
const depthOf = (state: unknown): number => {
  const depth = (state as { dialogDepth?: unknown } | null)?.dialogDepth
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0
}

const closers = new Map<string, () => void>()
let routerNavigate: Parameters<AroundNavHandler>[0] | null = null
let actor: Actor<typeof dialogHistoryMachine> | null = null

const dialogHistory = () => {
  if (actor) return actor
  actor = createActor(
    dialogHistoryMachine.provide({
      actions: {
        pushEntries: (_, { depths }) => {
          for (const depth of depths) history.pushState({ dialogDepth: depth }, '')
        },
        goBack: (_, { steps }) => history.go(-steps),
        closeDialogs: (_, { ids }) => {
          for (const id of ids) closers.get(id)?.()
        },
        // A replace on a dialog's entry keeps the dialog depth written in it.
        navigate: (_, { to, options }) =>
          routerNavigate?.(
            to,
            options.replace ? { ...options, state: { dialogDepth: depthOf(history.state) } } : options,
          ),
      },
    }),
    // A reload keeps the entry it happened on: a dialog's entry, which no dialog owns now, is stepped back over.
    { ...inspection(), input: { depth: depthOf(history.state) } },
  ).start()
  addEventListener('popstate', (e) => actor?.send({ type: 'history.popped', depth: depthOf(e.state) }))
  return actor
}

/**
 * The router's navigation (wouter `aroundNav`): with dialogs open, their entries go first and the dialogs close, so
 * the new page is pushed where the page was; without, it navigates at once.
 */
if (typeof history !== 'undefined') dialogHistory()

export const navigateAroundDialogs: AroundNavHandler = (navigate, to, options) => {
  routerNavigate = navigate
  dialogHistory().send({ type: 'navigation.requested', to: String(to), options: { ...options } })
}

/**
 * Runs `start` once the history is still: after the dialogs closing now (their effects run after the render, hence
 * the short wait) have taken their entries away. A step back cancels a download the page started during it (the
 * licence modal closes as its download begins).
 */
export const whenHistoryStill = (start: () => void) => {
  if (typeof history === 'undefined') return start()
  setTimeout(() => {
    const dialogs = dialogHistory()
    if (dialogs.getSnapshot().matches('settled')) return start()
    const watch = dialogs.subscribe((snapshot) => {
      if (!snapshot.matches('settled')) return
      watch.unsubscribe()
      start()
    })
  }, 100)
}

const DialogLevel = createContext(0)

/** Dialogs rendered inside this one are nested one level deeper (their entries stack above its own). */
export const NestedDialogs = DialogLevel.Provider

/**
 * A dialog's place in the browser's history: while `open`, it owns one entry, Back runs `onClose` (null: it may not
 * be dismissed now, B §4, and Back leaves it open), and closing it on screen takes the entry away. Returns the level
 * to hand to `NestedDialogs` around the dialog's content.
 */
export const useDialogHistory = (open: boolean, onClose: (() => void) | null): number => {
  const id = useId()
  const level = useContext(DialogLevel)
  const latest = useRef(onClose)
  latest.current = onClose
  useEffect(() => {
    if (!open) return
    const dialogs = dialogHistory()
    closers.set(id, () => latest.current?.())
    dialogs.send({ type: 'dialog.opened', id, level, closable: latest.current !== null })
    return () => {
      closers.delete(id)
      dialogs.send({ type: 'dialog.closed', id })
    }
  }, [open, id, level])
  const closable = onClose !== null
  useEffect(() => {
    if (open) dialogHistory().send({ type: 'dialog.closable', id, closable })
  }, [open, id, closable])
  return level + 1
}

import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

// Issue 17 point 2: the platform's modal <dialog> in place of a dialog library. showModal() puts it in the top layer
// and makes the rest of the page inert (the focus trap), Escape becomes its `cancel` event (on the top dialog only),
// and close() gives the focus back to the element that had it when it opened.

/** The open modal dialogs, bottom first. */
let stack: HTMLDialogElement[] = []
const listeners = new Set<() => void>()
const setStack = (next: HTMLDialogElement[]) => {
  stack = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The top open modal dialog, or null: what must stay usable above it (the toasts) renders inside it. */
export const useTopDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => stack.at(-1) ?? null,
    () => null,
  )

const TABBABLE =
  'a[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]):not([type="radio"]:not(:checked)),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])'
const tabbables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.checkVisibility())

/**
 * A modal <dialog>, rendered into <body> (as a dialog library's portal did, so nothing of the page around it, a form,
 * a label or a text style, reaches it). Its content mounts once it is in the top layer, so an `autoFocus` in it
 * takes the focus; otherwise the first control does. Tab from the last control goes back to the first (and
 * Shift+Tab the other way). Escape (`cancel`), a click beside the content and a close the platform makes on its own
 * all go to `onClose`, so the owner (and the dialog history) decides; null: it may not be dismissed now (B §4). It
 * covers the screen, its `className` giving the dim or dark around the content (its own background, not ::backdrop,
 * so a contrast check sees it). It fades in and out (styles.css `dialog.fade`) and leaves the document once the fade
 * has ended.
 */
export const ModalDialog = (props: {
  open: boolean
  onClose: (() => void) | null
  labelledBy: string
  className: string
  style?: CSSProperties
  children: ReactNode
}) => {
  const ref = useRef<HTMLDialogElement>(null)
  const latest = useRef(props)
  latest.current = props
  // In the document: while open, and while it fades out. Shown: in the top layer, its content mounted.
  const [rendered, setRendered] = useState(props.open)
  const [shown, setShown] = useState(false)
  if (props.open && !rendered) setRendered(true)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!rendered || !dialog) return
    const dismiss = () => latest.current.onClose?.()
    const onCancel = (e: Event) => {
      // A close request the platform will not let the page refuse closes it anyway: `onClosed` hears of that.
      if (!e.cancelable) return
      e.preventDefault()
      dismiss()
    }
    const onClosed = () => {
      if (dialog.open || !latest.current.open) return
      if (latest.current.onClose) dismiss()
      else dialog.showModal()
    }
    // A click beside the content lands on the dialog itself (it covers the screen); a drag out of the content does not.
    let pressed: EventTarget | null = null
    const onPointerDown = (e: PointerEvent) => {
      pressed = e.target
    }
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog && pressed === dialog) dismiss()
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented) return
      const all = tabbables(dialog)
      if (document.activeElement !== (e.shiftKey ? all[0] : all.at(-1))) return
      e.preventDefault()
      ;(e.shiftKey ? all.at(-1) : all[0])?.focus()
    }
    const on = [
      ['cancel', onCancel],
      ['close', onClosed],
      ['pointerdown', onPointerDown],
      ['click', onClick],
      ['keydown', onKeyDown],
    ] as const
    for (const [type, listener] of on) dialog.addEventListener(type, listener as EventListener)
    return () => {
      for (const [type, listener] of on) dialog.removeEventListener(type, listener as EventListener)
      // Unmounted while open: closing gives the focus back.
      if (dialog.open) dialog.close()
      setStack(stack.filter((d) => d !== dialog))
    }
  }, [rendered])

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!rendered || !dialog) return
    if (props.open) {
      if (!dialog.open) {
        // The page stops scrolling under it (styles.css): its scrollbar's width, measured first, keeps the page still.
        const root = document.documentElement
        if (stack.length === 0) root.style.setProperty('--scrollbar-width', `${innerWidth - root.clientWidth}px`)
        dialog.showModal()
        setStack([...stack, dialog])
      }
      setShown(true)
      return
    }
    if (dialog.open) dialog.close()
    setStack(stack.filter((d) => d !== dialog))
    let reopened = false
    Promise.allSettled(dialog.getAnimations().map((a) => a.finished)).then(() => {
      if (reopened) return
      setShown(false)
      setRendered(false)
    })
    return () => {
      reopened = true
    }
  }, [props.open, rendered])

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!shown || !dialog) return
    const focused = document.activeElement
    if (focused === dialog || !dialog.contains(focused)) tabbables(dialog)[0]?.focus()
  }, [shown])

  if (!rendered) return null
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={props.labelledBy}
      className={`fade m-0 size-full max-h-none max-w-none border-0 p-0 outline-none backdrop:bg-transparent open:flex ${props.className}`}
      style={props.style}
    >
      {shown && props.children}
    </dialog>,
    document.body,
  )
}

import { type PointerEvent, useEffect, useId, useRef } from 'react'
import { preload } from 'react-dom'
import { useDialogHistory } from '../../adapters/react/dialogHistory'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { FavouritesEvent } from '../../machines/favourites'
import type { PreviewEvent } from '../../machines/preview'
import type { PreviewView, ZoomStart } from '../../machines/previewView'
import { primaryButton } from '../components/Modal'
import { ModalDialog } from '../components/ModalDialog'
import { HeartButton } from './HeartButton'
import { CartIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './Icons'
import { Picture } from './Picture'
import { type Point, pointersDown, spread } from './pinch'

const SLIDE = {
  next: 'animate-preview-next',
  previous: 'animate-preview-previous',
  fade: 'animate-preview-fade',
} as const
const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25'
/** Two taps (or clicks) this close, each moving less than TAP_SLOP px, are a double tap. */
const DOUBLE_TAP_MS = 300
const TAP_SLOP = 10

type Gesture =
  | { kind: 'swipe'; from: Point }
  | { kind: 'pan'; from: Point; start: ZoomStart }
  | { kind: 'pinch'; distance: number; mid: Point; start: ZoomStart }

/**
 * B §2 image preview modal (machines/previewView.ts), issue 16's lightbox: full screen on a phone with the photo edge
 * to edge, the large rendition as wide as B §9 allows above; it cycles without end with the arrow keys, the step
 * buttons below the photo (never over a face) or a swipe; a pinch, a double tap or + and − zoom, and a zoomed photo
 * moves with a finger; the photo's heart and "Buy this photo"; the neighbours are preloaded; Escape, Back and the
 * close button close it.
 */
export const PreviewModal = ({
  preview,
  send,
}: {
  preview: PreviewView
  send: (event: PreviewEvent | FavouritesEvent) => void
}) => {
  const intl = useIntl()
  const photoRef = useRef<HTMLImageElement>(null)
  const pointers = useRef(pointersDown())
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef(0)
  const titleId = useId()
  // Issue 16 point 1: Back closes the preview, not the gallery.
  useDialogHistory(preview.open, () => send(preview.close))
  // The neighbours at the width this preview will pick, WebP where the browser takes it (issue 17 point 4).
  for (const next of preview.preload)
    preload(next.src, {
      as: 'image',
      imageSrcSet: next.webpSrcSet || next.srcSet || undefined,
      imageSizes: preview.sizes,
      type: next.webpSrcSet ? 'image/webp' : undefined,
    })
  // Arrow keys step and + − zoom wherever the focus is inside the open dialog (Escape is the dialog's own).
  const keys = useRef(preview.keys)
  keys.current = preview.keys
  useEffect(() => {
    if (!preview.open) return
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const event = keys.current[e.key]
      if (event) send(event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [preview.open, send])

  // The photo's size on screen before zooming: a finger moving that far moves the pan by 1.
  const photoSize = () => ({ w: photoRef.current?.offsetWidth || 1, h: photoRef.current?.offsetHeight || 1 })
  const begin = () => {
    const two = spread(pointers.current)
    const [first] = [...pointers.current.values()]
    if (two) gesture.current = { kind: 'pinch', ...two, start: preview.zoom }
    else if (first && preview.zoom.zoomed) gesture.current = { kind: 'pan', from: first, start: preview.zoom }
    else if (first) gesture.current = { kind: 'swipe', from: first }
  }
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    // A primary pointer begins a new gesture: nothing left over from one that ended unseen.
    if (e.isPrimary) pointers.current.clear()
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    begin()
  }
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId)) return
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    const g = gesture.current
    const { w, h } = photoSize()
    if (g?.kind === 'pinch') {
      const two = spread(pointers.current)
      if (two)
        send(preview.pinch(g.start, two.distance / g.distance, (two.mid.x - g.mid.x) / w, (two.mid.y - g.mid.y) / h))
    } else if (g?.kind === 'pan') {
      send(preview.pinch(g.start, 1, (e.clientX - g.from.x) / w, (e.clientY - g.from.y) / h))
    }
  }
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(e.pointerId)) return
    const g = gesture.current
    if (g && g.kind !== 'pinch' && pointers.current.size === 0) {
      const tapped = Math.hypot(e.clientX - g.from.x, e.clientY - g.from.y) < TAP_SLOP
      const step = g.kind === 'swipe' ? preview.swipe(g.from.x, e.clientX) : null
      if (step) send(step)
      else if (tapped && Date.now() - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0
        send(preview.toggleZoom)
      } else if (tapped) lastTap.current = Date.now()
    }
    // A finger left of a pinch starts afresh, so the photo does not jump.
    gesture.current = null
    if (pointers.current.size > 0) begin()
  }
  const onPointerCancel = (e: PointerEvent<HTMLElement>) => {
    pointers.current.delete(e.pointerId)
    gesture.current = null
  }

  const { photo, zoom } = preview
  return (
    <ModalDialog
      open={preview.open}
      onClose={() => send(preview.close)}
      labelledBy={titleId}
      className={`justify-center bg-stone-950 [--dialog-fade:300ms] ${preview.fullScreen ? '' : 'py-4'}`}
    >
      <div
        className="relative flex h-full max-w-full flex-col text-white"
        style={{ width: preview.width }}
        data-testid="preview"
      >
        <div className="flex items-center justify-between gap-2 px-3 py-1">
          <h2 id={titleId} className="min-w-0 truncate text-base font-semibold">
            {preview.title}
          </h2>
          <button
            type="button"
            onClick={() => send(preview.close)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
            aria-label={intl.formatMessage({ id: 'preview.close' })}
          >
            <CloseIcon />
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          data-testid="preview-stage"
          data-zoom={zoom.zoom}
        >
          {photo && (
            <div key={photo.id} className={`flex size-full items-center justify-center ${SLIDE[preview.animation]}`}>
              <Picture
                ref={photoRef}
                picture={photo}
                sizes={preview.sizes}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                draggable={false}
                className="h-auto max-h-full w-auto max-w-full object-contain"
                style={{
                  transform: `translate(${zoom.pan.x * 100}%, ${zoom.pan.y * 100}%) scale(${zoom.zoom})`,
                  cursor: zoom.zoomed ? 'grab' : 'zoom-in',
                }}
              />
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-3">
          <div className="flex items-center gap-2">
            {preview.showSteps && (
              <button
                type="button"
                className={stepButton}
                onClick={() => send(preview.previous)}
                aria-label={intl.formatMessage({ id: 'preview.previous' })}
              >
                <ChevronLeftIcon />
              </button>
            )}
            <p className="text-sm whitespace-nowrap text-white/85" aria-live="polite">
              <FormattedMessage id="preview.position" values={preview.position} />
            </p>
            {preview.showSteps && (
              <button
                type="button"
                className={stepButton}
                onClick={() => send(preview.next)}
                aria-label={intl.formatMessage({ id: 'preview.next' })}
              >
                <ChevronRightIcon />
              </button>
            )}
          </div>
          <div className="flex items-center gap-2">
            {preview.heart && (
              <HeartButton
                label={preview.heart.label}
                hearted={preview.heart.hearted}
                toggle={preview.heart.toggle}
                send={send}
              />
            )}
            {preview.buy && (
              <button
                type="button"
                className={`${primaryButton} gap-2`}
                onClick={() => preview.buy && send(preview.buy)}
              >
                <CartIcon className="size-5" />
                <FormattedMessage id="preview.buy" />
              </button>
            )}
          </div>
        </div>
      </div>
    </ModalDialog>
  )
}

import { type KeyboardEvent, type PointerEvent, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useCropView } from '../../adapters/react/configureDialogs'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CropBox } from '../../core/cropBox'
import type { Image } from '../../core/schemas/photos'
import type { CropEvent, cropMachine } from '../../machines/crop'
import type { CropMode } from '../../machines/cropView'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Picture } from '../photos/Picture'
import { pointersDown, spread } from '../photos/pinch'

type Props = { image: Image; snapshot: SnapshotFrom<typeof cropMachine>; send: (event: CropEvent) => void }

const percent = (fraction: number) => `${fraction * 100}%`

/**
 * B §2 image crop modal: instructions, rotate (90° a click), remove crop only when a crop exists, save crop. The frame
 * moves and its corners resize with a pointer (mouse, finger, pen) or with the arrow keys; two fingers pinch it
 * (issue 16: a pinch used to drag). What it shows and sends is the crop view (machines/cropView).
 */
export const CropModal = ({ image, snapshot, send }: Props) => {
  const intl = useIntl()
  const view = useCropView(snapshot, image)
  const { box, frame: place, photo } = view
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ mode: CropMode; x: number; y: number; from: CropBox } | null>(null)
  // Every pointer on the canvas, seen before the frame and its corners see it: two of them are a pinch.
  const pointers = useRef(pointersDown())
  const pinch = useRef<{ distance: number; from: CropBox } | null>(null)
  const canvasPointers = {
    onPointerDownCapture: (e: PointerEvent<HTMLElement>) => {
      // A primary pointer begins a new gesture: nothing left over from one that ended unseen (a closed dialog).
      if (e.isPrimary) pointers.current.clear()
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
      const two = spread(pointers.current)
      if (!two) return
      // The second finger: the drag the first one began gives way to the pinch, from the box as it is now.
      e.currentTarget.setPointerCapture(e.pointerId)
      drag.current = null
      pinch.current = { distance: two.distance, from: box }
    },
    onPointerMoveCapture: (e: PointerEvent<HTMLElement>) => {
      if (!pointers.current.has(e.pointerId)) return
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
      const two = spread(pointers.current)
      if (!pinch.current || !two) return
      e.stopPropagation()
      send(view.pinch(pinch.current.from, two.distance / pinch.current.distance))
    },
    onPointerUpCapture: (e: PointerEvent<HTMLElement>) => {
      pointers.current.delete(e.pointerId)
      if (pointers.current.size < 2) pinch.current = null
    },
    onPointerCancelCapture: (e: PointerEvent<HTMLElement>) => {
      pointers.current.delete(e.pointerId)
      if (pointers.current.size < 2) pinch.current = null
    },
  }

  const start = (mode: CropMode) => (e: PointerEvent<HTMLElement>) => {
    e.preventDefault()
    e.stopPropagation()
    if (pinch.current) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { mode, x: e.clientX, y: e.clientY, from: box }
  }
  const move = (e: PointerEvent<HTMLElement>) => {
    const rect = frame.current?.getBoundingClientRect()
    if (!drag.current || !rect) return
    const { mode, x, y, from } = drag.current
    send(view.drag(mode, from, (e.clientX - x) / rect.width, (e.clientY - y) / rect.height))
  }
  const end = () => {
    drag.current = null
  }
  const keys = (mode: CropMode) => (e: KeyboardEvent<HTMLElement>) => {
    const event = view.nudge(mode, e.key, e.shiftKey)
    if (!event) return
    e.preventDefault()
    e.stopPropagation()
    send(event)
  }
  const pointer = (mode: CropMode) => ({
    onPointerDown: start(mode),
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown: keys(mode),
  })

  return (
    <Modal
      open={view.open}
      onClose={() => send(view.cancel)}
      title={intl.formatMessage({ id: view.title })}
      size="lg"
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => send(view.rotate)}>
              <RotateIcon />
              <FormattedMessage id="crop.rotate" />
            </button>
            {view.removeShown && (
              <button type="button" className={secondaryButton} onClick={() => send(view.remove)}>
                <FormattedMessage id="crop.remove" />
              </button>
            )}
          </div>
          <div className="flex gap-2">
            <button type="button" className={secondaryButton} onClick={() => send(view.cancel)}>
              <FormattedMessage id="product.cancel" />
            </button>
            <button type="button" className={primaryButton} onClick={() => send(view.save)}>
              <FormattedMessage id="crop.save" />
            </button>
          </div>
        </div>
      }
    >
      <p className="mb-3 text-sm text-stone-600" id="crop-instructions">
        <FormattedMessage id={view.instructions} />
      </p>
      <div
        className="relative mx-auto aspect-square w-full touch-none overflow-hidden rounded-lg bg-stone-800 select-none"
        style={{ maxWidth: `min(${view.canvas}px, 58dvh)` }}
        data-testid="crop-canvas"
        {...canvasPointers}
      >
        <div
          ref={frame}
          className="absolute"
          style={{
            left: percent(place.left),
            top: percent(place.top),
            width: percent(place.width),
            height: percent(place.height),
          }}
        >
          <Picture
            picture={photo}
            sizes={`${Math.ceil(view.canvas * place.width * photo.width)}px`}
            alt={photo.alt}
            draggable={false}
            className="absolute top-1/2 left-1/2 max-w-none"
            style={{
              width: percent(photo.width),
              height: percent(photo.height),
              transform: `translate(-50%, -50%) rotate(${photo.rotation}deg)`,
            }}
          />
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'crop.area' })}
            aria-describedby="crop-instructions"
            data-testid="crop-box"
            className="absolute block cursor-move border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.55)] outline-offset-4 focus-visible:outline-2 focus-visible:outline-white"
            style={{
              left: percent(box.left),
              top: percent(box.top),
              width: percent(box.width),
              height: percent(box.height),
            }}
            {...pointer('move')}
          >
            <span className="pointer-events-none absolute inset-x-0 top-1/3 border-t border-white/50" />
            <span className="pointer-events-none absolute inset-x-0 top-2/3 border-t border-white/50" />
            <span className="pointer-events-none absolute inset-y-0 left-1/3 border-l border-white/50" />
            <span className="pointer-events-none absolute inset-y-0 left-2/3 border-l border-white/50" />
          </button>
          {view.handles.map(({ handle, label, cursor, left, top }) => (
            <button
              key={handle}
              type="button"
              aria-label={intl.formatMessage({ id: label })}
              data-testid={`crop-${handle}`}
              className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white ${
                cursor === 'nwse' ? 'cursor-nwse-resize' : 'cursor-nesw-resize'
              }`}
              style={{ left: percent(left), top: percent(top) }}
              {...pointer(handle)}
            >
              <span className="size-4 rounded-full border-2 border-brand bg-white shadow" />
            </button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-center text-sm text-stone-600" aria-live="polite">
        <FormattedMessage id={view.rotation.id} values={view.rotation.values} />
      </p>
    </Modal>
  )
}

const RotateIcon = () => (
  <svg viewBox="0 0 24 24" className="mr-2 size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
)

import { type KeyboardEvent, type PointerEvent, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SnapshotFrom } from 'xstate'
import { CROP_STEP, CROP_STEP_LARGE, type CropBox, type CropHandle, isFullImage } from '../../core/cropBox'
import type { Image } from '../../core/schemas/photos'
import type { CropEvent, cropMachine } from '../../machines/crop'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import type { MessageId } from '../messages/en'

type Props = { image: Image; snapshot: SnapshotFrom<typeof cropMachine>; send: (event: CropEvent) => void }

/** B §9: the crop canvas is a square of 690 px (smaller on a phone or a short screen). */
const CANVAS = 690
/** The photo leaves a margin inside the canvas, so the corner grips at its edges stay whole. */
const FIT = 0.9

const HANDLES: { handle: CropHandle; label: MessageId }[] = [
  { handle: 'nw', label: 'crop.corner_nw' },
  { handle: 'ne', label: 'crop.corner_ne' },
  { handle: 'sw', label: 'crop.corner_sw' },
  { handle: 'se', label: 'crop.corner_se' },
]

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

const percent = (fraction: number) => `${fraction * 100}%`

/**
 * B §2 image crop modal: instructions, rotate (90° a click), remove crop only when a crop exists, save crop. The frame
 * moves and its corners resize with a pointer (mouse, finger, pen) or with the arrow keys.
 */
export const CropModal = ({ image, snapshot, send }: Props) => {
  const intl = useIntl()
  const { box, rotation } = snapshot.context
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ mode: 'move' | CropHandle; x: number; y: number; from: CropBox } | null>(null)
  // The photo as shown: turned, then fitted inside the square canvas (sizes as fractions of the canvas side).
  const quarter = rotation === 90 || rotation === 270
  const [w, h] = [image.width || 4, image.height || 5]
  const [rw, rh] = quarter ? [h, w] : [w, h]
  const scale = FIT / Math.max(rw, rh)
  const [frameW, frameH] = [rw * scale, rh * scale]

  const start = (mode: 'move' | CropHandle) => (e: PointerEvent<HTMLElement>) => {
    e.preventDefault()
    e.stopPropagation()
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { mode, x: e.clientX, y: e.clientY, from: box }
  }
  const move = (e: PointerEvent<HTMLElement>) => {
    const rect = frame.current?.getBoundingClientRect()
    if (!drag.current || !rect) return
    const { mode, x, y, from } = drag.current
    send({ type: 'crop.adjust', mode, from, dx: (e.clientX - x) / rect.width, dy: (e.clientY - y) / rect.height })
  }
  const end = () => {
    drag.current = null
  }
  const keys = (mode: 'move' | CropHandle) => (e: KeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[e.key]
    if (!arrow) return
    e.preventDefault()
    e.stopPropagation()
    const step = e.shiftKey ? CROP_STEP_LARGE : CROP_STEP
    send({ type: 'crop.adjust', mode, dx: arrow[0] * step, dy: arrow[1] * step })
  }
  const pointer = (mode: 'move' | CropHandle) => ({
    onPointerDown: start(mode),
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown: keys(mode),
  })

  return (
    <Modal
      open={snapshot.matches('open')}
      onClose={() => send({ type: 'crop.cancel' })}
      title={intl.formatMessage({ id: 'crop.title' })}
      size="lg"
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'crop.rotate' })}>
              <RotateIcon />
              <FormattedMessage id="crop.rotate" />
            </button>
            {!isFullImage(box) && (
              <button type="button" className={secondaryButton} onClick={() => send({ type: 'crop.remove' })}>
                <FormattedMessage id="crop.remove" />
              </button>
            )}
          </div>
          <div className="flex gap-2">
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'crop.cancel' })}>
              <FormattedMessage id="product.cancel" />
            </button>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'crop.save' })}>
              <FormattedMessage id="crop.save" />
            </button>
          </div>
        </div>
      }
    >
      <p className="mb-3 text-sm text-stone-600" id="crop-instructions">
        <FormattedMessage id="crop.instructions" />
      </p>
      <div
        className="relative mx-auto aspect-square w-full touch-none overflow-hidden rounded-lg bg-stone-800 select-none"
        style={{ maxWidth: `min(${CANVAS}px, 58dvh)` }}
        data-testid="crop-canvas"
      >
        <div
          ref={frame}
          className="absolute"
          style={{
            left: percent((1 - frameW) / 2),
            top: percent((1 - frameH) / 2),
            width: percent(frameW),
            height: percent(frameH),
          }}
        >
          <img
            src={image.mediumUrl}
            alt={image.label}
            draggable={false}
            className="absolute top-1/2 left-1/2 max-w-none"
            style={{
              width: percent((w * scale) / frameW),
              height: percent((h * scale) / frameH),
              transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
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
          {HANDLES.map(({ handle, label }) => (
            <button
              key={handle}
              type="button"
              aria-label={intl.formatMessage({ id: label })}
              data-testid={`crop-${handle}`}
              className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white ${
                handle === 'nw' || handle === 'se' ? 'cursor-nwse-resize' : 'cursor-nesw-resize'
              }`}
              style={{
                left: percent(handle === 'nw' || handle === 'sw' ? box.left : box.left + box.width),
                top: percent(handle === 'nw' || handle === 'ne' ? box.top : box.top + box.height),
              }}
              {...pointer(handle)}
            >
              <span className="size-4 rounded-full border-2 border-brand bg-white shadow" />
            </button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-center text-sm text-stone-600" aria-live="polite">
        <FormattedMessage id="crop.rotation" values={{ degrees: rotation }} />
      </p>
    </Modal>
  )
}

const RotateIcon = () => (
  <svg viewBox="0 0 24 24" className="mr-2 size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
)

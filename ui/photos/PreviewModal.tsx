import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { type TouchEvent, useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { FormattedMessage, useIntl } from 'react-intl'
import { previewWidth } from '../../core/paging'
import type { ImageCrop } from '../../core/schemas/photos'
import type { PreviewEvent } from '../../machines/preview'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './Icons'

type Preview = {
  open: boolean
  index: number
  direction: 'next' | 'previous' | null
  neighbours: readonly number[]
  send: (event: PreviewEvent) => void
}

const useViewportWidth = () => {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const resize = () => setWidth(window.innerWidth)
    window.addEventListener('resize', resize)
    return () => window.removeEventListener('resize', resize)
  }, [])
  return width
}

const SLIDE = { next: 'animate-preview-next', previous: 'animate-preview-previous' } as const
const navButton =
  'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white'

/**
 * B §2 image preview modal: the large rendition, as wide as B §9 allows (850 px, or the viewport less 50 px under
 * 768 px and less 100 px above), cycling without end with the arrow keys, the buttons or a swipe; the neighbours are
 * preloaded; Escape and the close button close it.
 */
export const PreviewModal = ({ crops, preview }: { crops: readonly ImageCrop[]; preview: Preview }) => {
  const { send } = preview
  const intl = useIntl()
  const width = previewWidth(useViewportWidth())
  const touchStart = useRef<number | null>(null)
  const crop = crops[preview.index]
  if (preview.open)
    for (const i of preview.neighbours) {
      const url = crops[i]?.image.largeUrl
      if (url) preload(url, { as: 'image' })
    }
  // Arrow keys step wherever the focus is inside the open dialog (Escape is the dialog's own).
  useEffect(() => {
    if (!preview.open) return
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'ArrowRight') send({ type: 'preview.next' })
      else if (e.key === 'ArrowLeft') send({ type: 'preview.previous' })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [preview.open, send])
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current
    const end = e.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < 40) return
    send({ type: end < start ? 'preview.next' : 'preview.previous' })
  }
  return (
    <Dialog
      open={preview.open && crop !== undefined}
      onClose={() => send({ type: 'preview.close' })}
      className="relative z-40"
    >
      <DialogBackdrop transition className="fixed inset-0 bg-stone-950/90 duration-300 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-center justify-center p-2">
        <DialogPanel
          className="relative flex flex-col items-center"
          style={{ width }}
          onTouchStart={(e) => {
            touchStart.current = e.touches[0]?.clientX ?? null
          }}
          onTouchEnd={onTouchEnd}
          data-testid="preview"
        >
          <div className="mb-2 flex w-full items-center justify-between gap-2 text-white">
            <DialogTitle className="truncate text-base font-semibold">{crop?.image.label}</DialogTitle>
            <button
              type="button"
              onClick={() => send({ type: 'preview.close' })}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
              aria-label={intl.formatMessage({ id: 'preview.close' })}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="relative w-full overflow-hidden rounded-lg">
            {crop && (
              <img
                key={crop.id}
                src={crop.image.largeUrl}
                alt={crop.image.label}
                width={crop.image.width}
                height={crop.image.height}
                className={`mx-auto max-h-[calc(100dvh-8rem)] w-full object-contain ${
                  preview.direction ? SLIDE[preview.direction] : 'animate-preview-fade'
                }`}
              />
            )}
            {crops.length > 1 && (
              <>
                <button
                  type="button"
                  className={`${navButton} left-2`}
                  onClick={() => send({ type: 'preview.previous' })}
                  aria-label={intl.formatMessage({ id: 'preview.previous' })}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  className={`${navButton} right-2`}
                  onClick={() => send({ type: 'preview.next' })}
                  aria-label={intl.formatMessage({ id: 'preview.next' })}
                >
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
          <p className="mt-2 text-sm text-white/80" aria-live="polite">
            <FormattedMessage id="preview.position" values={{ index: preview.index + 1, count: crops.length }} />
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

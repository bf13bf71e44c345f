import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { type TouchEvent, useEffect, useRef } from 'react'
import { preload } from 'react-dom'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PreviewEvent } from '../../machines/preview'
import type { PreviewView } from '../../machines/previewView'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './Icons'

const SLIDE = {
  next: 'animate-preview-next',
  previous: 'animate-preview-previous',
  fade: 'animate-preview-fade',
} as const
const navButton =
  'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white'

/**
 * B §2 image preview modal (machines/previewView.ts): the large rendition, as wide as B §9 allows, cycling without end
 * with the arrow keys, the buttons or a swipe; the neighbours are preloaded; Escape and the close button close it.
 */
export const PreviewModal = ({ preview, send }: { preview: PreviewView; send: (event: PreviewEvent) => void }) => {
  const intl = useIntl()
  const touchStart = useRef<number | null>(null)
  for (const url of preview.preload) preload(url, { as: 'image' })
  // Arrow keys step wherever the focus is inside the open dialog (Escape is the dialog's own).
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
  const onTouchEnd = (e: TouchEvent) => {
    const event = preview.swipe(touchStart.current, e.changedTouches[0]?.clientX)
    touchStart.current = null
    if (event) send(event)
  }
  const { photo } = preview
  return (
    <Dialog open={preview.open} onClose={() => send(preview.close)} className="relative z-40">
      <DialogBackdrop transition className="fixed inset-0 bg-stone-950/90 duration-300 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-center justify-center p-2">
        <DialogPanel
          className="relative flex flex-col items-center"
          style={{ width: preview.width }}
          onTouchStart={(e) => {
            touchStart.current = e.touches[0]?.clientX ?? null
          }}
          onTouchEnd={onTouchEnd}
          data-testid="preview"
        >
          <div className="mb-2 flex w-full items-center justify-between gap-2 text-white">
            <DialogTitle className="truncate text-base font-semibold">{preview.title}</DialogTitle>
            <button
              type="button"
              onClick={() => send(preview.close)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
              aria-label={intl.formatMessage({ id: 'preview.close' })}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="relative w-full overflow-hidden rounded-lg">
            {photo && (
              <img
                key={photo.id}
                src={photo.src}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                className={`mx-auto max-h-[calc(100dvh-8rem)] w-full object-contain ${SLIDE[preview.animation]}`}
              />
            )}
            {preview.showSteps && (
              <>
                <button
                  type="button"
                  className={`${navButton} left-2`}
                  onClick={() => send(preview.previous)}
                  aria-label={intl.formatMessage({ id: 'preview.previous' })}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  className={`${navButton} right-2`}
                  onClick={() => send(preview.next)}
                  aria-label={intl.formatMessage({ id: 'preview.next' })}
                >
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
          <p className="mt-2 text-sm text-white/80" aria-live="polite">
            <FormattedMessage id="preview.position" values={preview.position} />
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

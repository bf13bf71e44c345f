import { type ReactNode, useId } from 'react'
import { NestedDialogs, useDialogHistory } from '../../adapters/react/dialogHistory'
import { useIntl } from '../../adapters/react/intl'
import { ModalDialog } from './ModalDialog'

/**
 * A dialog that traps focus and closes on Escape or a backdrop click (DESIGN look and feel), unless `onClose` is
 * null: the confirmation modal blocks dismissal while it runs (B §4). Full screen on a phone, centred above. While
 * open it owns an entry in the browser's history: Back closes it and nothing under it (issue 16 point 1).
 */
export const Modal = (props: {
  open: boolean
  onClose: (() => void) | null
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
}) => {
  const intl = useIntl()
  const level = useDialogHistory(props.open, props.onClose)
  const title = useId()
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      labelledBy={title}
      className="items-end justify-center bg-stone-900/50 text-stone-900 sm:items-center sm:p-4"
    >
      <div
        className={`flex max-h-dvh w-full flex-col bg-white shadow-xl sm:max-h-[90dvh] sm:rounded-2xl ${
          props.size === 'lg' ? 'sm:max-w-3xl' : props.size === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-lg'
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
          <h2 id={title} className="text-lg font-bold">
            {props.title}
          </h2>
          {props.onClose && (
            <button
              type="button"
              onClick={props.onClose}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
              aria-label={intl.formatMessage({ id: 'app.close' })}
            >
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          )}
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-4">
          <NestedDialogs value={level}>{props.children}</NestedDialogs>
        </div>
        {props.footer && <div className="border-t border-stone-200 px-5 py-3">{props.footer}</div>}
      </div>
    </ModalDialog>
  )
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50'
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-5 font-medium text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50'
export const dangerLink =
  'inline-flex min-h-11 items-center px-2 font-medium text-danger hover:underline disabled:opacity-50'

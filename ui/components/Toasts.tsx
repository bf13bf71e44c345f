import { createPortal } from 'react-dom'
import { Link } from 'wouter'
import { FormattedMessage } from '../../adapters/react/intl'
import { useToasts } from '../../adapters/react/shop'
import type { Position } from '../../machines/notifications'
import type { MessageId } from '../messages/en'
import { useTopDialog } from './ModalDialog'

type Column = 'start' | 'center' | 'end'

/**
 * Issue 16 point 6: a toast never covers a control. Whatever its C §8 position, it docks just above the bottom bar
 * (styles.css .toast-dock), clear of the header and its cart button; with a dialog open it goes to the top, clear of
 * the dialog's close button and its footer, rendered inside the top dialog (the rest of the page is inert and under
 * it, issue 17 point 2). The position keeps its side from a tablet up.
 */
const COLUMNS: Record<Position, Column> = { tl: 'start', bl: 'start', tc: 'center', bc: 'center', tr: 'end', br: 'end' }

const LEVELS = {
  success: 'border-success bg-green-50 text-green-900',
  error: 'border-danger bg-red-50 text-red-900',
  warning: 'border-warning bg-amber-50 text-amber-900',
  info: 'border-info bg-blue-50 text-blue-900',
}

/** C §8 notifications: toasts by position, 320 px wide, coloured by level, each leaving after 5 seconds. */
export const Toasts = () => {
  const [toasts] = useToasts()
  const dialog = useTopDialog()
  const docks = (
    <>
      {(['start', 'center', 'end'] as const).map((column) => {
        const here = toasts.filter((t) => COLUMNS[t.position] === column)
        if (here.length === 0) return null
        return (
          <div key={column} className="toast-dock flex flex-col gap-2" data-column={column} data-testid="toasts">
            {here.map((t) => (
              <div
                key={t.uid}
                role={t.level === 'error' ? 'alert' : 'status'}
                className={`rounded-lg border-l-4 px-4 py-3 text-sm shadow-md ${LEVELS[t.level]}`}
              >
                <FormattedMessage id={t.message as MessageId} values={t.values} />
                {t.action && (
                  <Link href={t.action.href} className="ml-2 font-semibold underline">
                    <FormattedMessage id={t.action.label as MessageId} />
                  </Link>
                )}
              </div>
            ))}
          </div>
        )
      })}
    </>
  )
  return dialog ? createPortal(docks, dialog) : docks
}

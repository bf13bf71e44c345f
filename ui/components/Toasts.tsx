import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { useToasts } from '../../adapters/react/shop'
import type { Position } from '../../machines/notifications'
import type { MessageId } from '../messages/en'

const PLACES: Record<Position, string> = {
  tl: 'top-4 left-4',
  tc: 'top-4 left-1/2 -translate-x-1/2',
  tr: 'top-4 right-4',
  bl: 'bottom-24 left-4',
  bc: 'bottom-24 left-1/2 -translate-x-1/2',
  br: 'bottom-24 right-4',
}

const LEVELS = {
  success: 'border-success bg-green-50 text-green-900',
  error: 'border-danger bg-red-50 text-red-900',
  warning: 'border-warning bg-amber-50 text-amber-900',
  info: 'border-info bg-blue-50 text-blue-900',
}

/** C §8 notifications: toasts by position, 320 px wide, coloured by level, each leaving after 5 seconds. */
export const Toasts = () => {
  const [toasts] = useToasts()
  return (
    <>
      {(Object.keys(PLACES) as Position[]).map((position) => {
        const here = toasts.filter((t) => t.position === position)
        if (here.length === 0) return null
        return (
          <div
            key={position}
            className={`fixed z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 ${PLACES[position]}`}
          >
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
}

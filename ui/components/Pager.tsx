import { useIntl } from '../../adapters/react/intl'
import type { PagerView } from '../../machines/pagerView'

type PagerProps = { pager: PagerView; onPage: (page: number) => void }

/** B §2, B §9 pagination: the controls its view function decided (none with one page), each asking for its page. */
export const Pager = ({ onPage, pager }: PagerProps) => {
  const intl = useIntl()
  if (!pager.visible) return null
  return (
    <nav aria-label={intl.formatMessage({ id: 'paging.label' })} className="mt-4 flex flex-wrap justify-center gap-1">
      {pager.controls.map((control) => (
        <button
          key={control.key}
          type="button"
          onClick={() => onPage(control.page)}
          aria-current={control.current ? 'page' : undefined}
          aria-label={intl.formatMessage(
            { id: control.label.id },
            'values' in control.label ? control.label.values : undefined,
          )}
          className={`inline-flex size-11 items-center justify-center rounded-lg border ${
            control.current ? 'border-brand bg-brand text-white' : 'border-stone-300 bg-white hover:bg-stone-100'
          }`}
        >
          {control.text}
        </button>
      ))}
    </nav>
  )
}

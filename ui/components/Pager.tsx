import { useIntl } from 'react-intl'
import type { Pagination } from '../../core/paging'
import type { PagerControl, PagerView } from '../../machines/pagerView'

type PagerProps = { onPage: (page: number) => void } & (
  | { pager: PagerView; paging?: undefined }
  /** @deprecated Pass `pager` (machines/pagerView.ts); kept while ui/shop/PhotoSlot.tsx passes a pagination. */
  | { paging: Pagination; pager?: undefined }
)

/** The controls of a bare pagination, for views not yet handed a pager view (same rules as machines/pagerView.ts). */
const controlsOf = ({ page, pageCount, pages, showJumps }: Pagination): PagerControl[] => {
  const numbered = pages.map(
    (p): PagerControl => ({
      key: `p${p}`,
      page: p,
      text: String(p),
      label: { id: 'paging.page', values: { page: p } },
      current: p === page,
    }),
  )
  if (!showJumps) return numbered
  const jump = (
    key: string,
    id: 'paging.first' | 'paging.previous' | 'paging.next' | 'paging.last',
    to: number,
    text: string,
  ) => ({ key, page: to, text, label: { id }, current: false }) satisfies PagerControl
  return [
    jump('first', 'paging.first', 1, '«'),
    jump('prev', 'paging.previous', Math.max(1, page - 1), '‹'),
    ...numbered,
    jump('next', 'paging.next', Math.min(pageCount, page + 1), '›'),
    jump('last', 'paging.last', pageCount, '»'),
  ]
}

/** B §2, B §9 pagination: the controls its view function decided (none with one page), each asking for its page. */
export const Pager = ({ onPage, ...props }: PagerProps) => {
  const intl = useIntl()
  const pager: PagerView = props.pager ?? {
    visible: props.paging.visible,
    controls: props.paging.visible ? controlsOf(props.paging) : [],
  }
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

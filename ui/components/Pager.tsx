import { useIntl } from 'react-intl'
import type { Pagination } from '../../core/paging'

/** B §2, B §9 pagination: shown with more than one page; first, last, previous and next with more than 5 pages. */
export const Pager = ({ paging, onPage }: { paging: Pagination; onPage: (page: number) => void }) => {
  const intl = useIntl()
  if (!paging.visible) return null
  const button = (page: number, label: string, key: string, text: string | number, current = false) => (
    <button
      key={key}
      type="button"
      onClick={() => onPage(page)}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={`inline-flex size-11 items-center justify-center rounded-lg border ${
        current ? 'border-brand bg-brand text-white' : 'border-stone-300 bg-white hover:bg-stone-100'
      }`}
    >
      {text}
    </button>
  )
  const { page, pageCount } = paging
  return (
    <nav aria-label={intl.formatMessage({ id: 'paging.label' })} className="mt-4 flex flex-wrap justify-center gap-1">
      {paging.showJumps && button(1, intl.formatMessage({ id: 'paging.first' }), 'first', '«')}
      {paging.showJumps && button(Math.max(1, page - 1), intl.formatMessage({ id: 'paging.previous' }), 'prev', '‹')}
      {paging.pages.map((p) =>
        button(p, intl.formatMessage({ id: 'paging.page' }, { page: p }), `p${p}`, p, p === page),
      )}
      {paging.showJumps &&
        button(Math.min(pageCount, page + 1), intl.formatMessage({ id: 'paging.next' }), 'next', '›')}
      {paging.showJumps && button(pageCount, intl.formatMessage({ id: 'paging.last' }), 'last', '»')}
    </nav>
  )
}

import type { Pagination } from '../core/paging'

/** A paging control: its page, the text on the button and the message id of its accessible name. */
export type PagerControl = {
  readonly key: string
  readonly page: number
  readonly text: string
  readonly label:
    | { readonly id: 'paging.first' | 'paging.previous' | 'paging.next' | 'paging.last' }
    | { readonly id: 'paging.page'; readonly values: { readonly page: number } }
  readonly current: boolean
}

/** What a pager shows: nothing with one page, else its controls in order. */
export type PagerView = { readonly visible: boolean; readonly controls: readonly PagerControl[] }

/**
 * B §2, B §9 pagination as a pager shows it: only with more than one page; first, previous, next and last (each
 * staying inside the pages) only with more than 5 pages, around the page buttons.
 */
export const pagerView = (paging: Pagination): PagerView => {
  const { page, pageCount } = paging
  if (!paging.visible) return { visible: false, controls: [] }
  const jump = (
    key: string,
    id: 'paging.first' | 'paging.previous' | 'paging.next' | 'paging.last',
    to: number,
    text: string,
  ) => ({ key, page: to, text, label: { id }, current: false }) satisfies PagerControl
  const pages = paging.pages.map(
    (p): PagerControl => ({
      key: `p${p}`,
      page: p,
      text: String(p),
      label: { id: 'paging.page', values: { page: p } },
      current: p === page,
    }),
  )
  return {
    visible: true,
    controls: paging.showJumps
      ? [
          jump('first', 'paging.first', 1, '«'),
          jump('prev', 'paging.previous', Math.max(1, page - 1), '‹'),
          ...pages,
          jump('next', 'paging.next', Math.min(pageCount, page + 1), '›'),
          jump('last', 'paging.last', pageCount, '»'),
        ]
      : pages,
  }
}

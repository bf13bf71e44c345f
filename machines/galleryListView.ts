import type { SnapshotFrom } from 'xstate'
import {
  type GalleryListEvent,
  type GalleryTile,
  type galleryListMachine,
  galleryListView as pageOf,
} from './galleryList'
import { type PagerView, pagerView } from './pagerView'

export type GalleryListView = {
  /** B §2: with exactly one gallery the list goes straight to its photos. */
  readonly redirectTo: string | null
  /** No gallery at all: the view offers the catalog instead. */
  readonly empty: boolean
  /** The covers of the current page, labels cut at 50 characters (B §9). */
  readonly tiles: readonly GalleryTile[]
  readonly pager: PagerView
  readonly page: (page: number) => GalleryListEvent
}

/** B §2 /galleries as the view shows it: a redirect, the empty notice, or a page of covers and its pager. */
export const galleryListView = (snapshot: SnapshotFrom<typeof galleryListMachine>): GalleryListView => {
  const { tiles, paging } = pageOf(snapshot.context)
  return {
    redirectTo: snapshot.matches('redirecting') ? snapshot.context.redirectTo : null,
    empty: snapshot.matches('empty'),
    tiles,
    pager: pagerView(paging),
    page: (page) => ({ type: 'galleries.page', page }),
  }
}

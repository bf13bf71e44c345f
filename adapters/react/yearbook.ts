// The yearbook page's view (B §4 yearbook screen). Its actor lives as long as the shop (./photos.tsx: the catalog's
// gate follows it on every page); its page's view-model only where the page is (issue 17 point 2).
import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { yearbookPageView } from '../../machines/yearbookView'
import { useFavouriteCropIds, usePhotos } from './photos'

/** B §4 yearbook screen: where it goes instead, or what the page shows; the photos are asked for once it shows. */
export const useYearbook = () => {
  const { yearbook, shop } = usePhotos()
  const snapshot = useSelector(yearbook, (s) => s)
  const favouriteCropIds = useFavouriteCropIds()
  useEffect(() => yearbook.send({ type: 'yearbook.show' }), [yearbook])
  const view = useMemo(
    () =>
      yearbookPageView(snapshot, {
        instructions: shop.clientSession?.stage.yearbookInstructions ?? null,
        homeRoute: shop.homeRoute,
        favouriteCropIds,
      }),
    [snapshot, shop.clientSession, shop.homeRoute, favouriteCropIds],
  )
  return { view, send: yearbook.send }
}

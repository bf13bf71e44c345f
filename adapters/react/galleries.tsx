import { useActor, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { Subject } from '../../core/schemas/photos'
import type { FavouritesEvent } from '../../machines/favourites'
import { favouritesFacts, favouritesView } from '../../machines/favouritesView'
import { type GalleryImagesEvent, galleryImagesMachine } from '../../machines/galleryImages'
import { galleryImagesView } from '../../machines/galleryImagesView'
import { galleryListMachine } from '../../machines/galleryList'
import { galleryListView } from '../../machines/galleryListView'
import { type PreviewEvent, previewMachine } from '../../machines/preview'
import { previewView } from '../../machines/previewView'
import { yearbookStatus } from '../../machines/yearbook'
import { inspection } from '../inspect'
import { chosenPhotoStorage } from '../storage/chosenPhotoStorage'
import { pageLoader, usePhotos, useYearbookStatus } from './photos'
import { useOrder } from './shop'

// Issue 17 point 2: the gallery pages' actors, apart from the shop's long-lived photo actors (./photos.tsx), so only
// those pages load them.

/** B §2 gallery list of this shopper's galleries: where it redirects, or the tiles of the page and its pager. */
export const useGalleryList = () => {
  const { shop } = usePhotos()
  const [snapshot, send] = useActor(galleryListMachine, {
    ...inspection(),
    input: { galleries: shop.galleries, placeholderImage: shop.store.settings.placeholderImage },
  })
  return { view: galleryListView(snapshot), send }
}

/** The viewport's width, followed on resize (the preview's width depends on it, B §2). */
const useViewportWidth = () => {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const resize = () => setWidth(window.innerWidth)
    window.addEventListener('resize', resize)
    return () => window.removeEventListener('resize', resize)
  }, [])
  return width
}

/**
 * Issue 16 "Buy this photo": the preview keeps the photo chosen for this child (session storage, which product cards
 * and new panels prefer) and opens the catalog.
 */
const useBuyThisPhoto = (subject: Subject | null) => {
  const [, navigate] = useLocation()
  const latest = useRef(navigate)
  latest.current = navigate
  const subjectId = subject?.id ?? null
  return useMemo(
    () =>
      previewMachine.provide({
        actions: {
          buy: (_, { imageId }) => {
            chosenPhotoStorage.set(subjectId, imageId)
            latest.current('/catalog')
          },
        },
      }),
    [subjectId],
  )
}

/** What the gallery images page may send: to its page, to the favourites, or to its preview. */
export type GalleryImagesPageEvent = GalleryImagesEvent | FavouritesEvent | PreviewEvent

/**
 * B §2 gallery images of one gallery, a page at a time (remount with a key for another gallery), with its preview
 * carousel; the favourites, the yearbook choice and the order feed the hearts, the badges and the next action.
 */
export const useGalleryImages = (galleryId: string) => {
  const { shop, api, yearbook, favourites, firstGalleryPage } = usePhotos()
  const logic = useMemo(() => galleryImagesMachine.provide({ actors: { loadPage: pageLoader(api) } }), [api])
  const stage = shop.clientSession?.stage ?? null
  // Taken once, as the actor starts: an answer already in renders with the grid's first render.
  const [firstPage] = useState(() => firstGalleryPage(galleryId))
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: {
      galleryId,
      firstPage,
      gallery: shop.galleries.find((g) => g.id === galleryId) ?? null,
      stage,
      yearbook: yearbookStatus(yearbook.getSnapshot()),
      showGalleryThreshold: shop.store.settings.showGalleryThreshold,
    },
  })
  const [previewSnapshot, sendPreview] = useActor(useBuyThisPhoto(shop.subject), inspection())
  const favouritesSnapshot = useSelector(favourites, (s) => s)
  const yearbookState = useYearbookStatus()
  const order = useOrder()
  const view = useMemo(
    () =>
      galleryImagesView(snapshot, {
        galleries: shop.galleries,
        stage,
        yearbook: yearbookState,
        favourites: favouritesFacts(favouritesSnapshot),
        order,
      }),
    [snapshot, shop.galleries, stage, yearbookState, favouritesSnapshot, order],
  )
  const preview = previewView(previewSnapshot, {
    crops: view.crops,
    viewportWidth: useViewportWidth(),
    favourites: favouritesFacts(favouritesSnapshot),
  })
  const route = useCallback(
    (event: GalleryImagesPageEvent) => {
      if (event.type.startsWith('preview.')) sendPreview(event as PreviewEvent)
      else if (event.type.startsWith('favourite')) favourites.send(event as FavouritesEvent)
      else send(event as GalleryImagesEvent)
    },
    [send, sendPreview, favourites],
  )
  return { view, preview, send: route }
}

/** B §4 favourites beside a gallery: the hearted photos (paged), or the way to the galleries without any. */
export const useFavourites = (currentGalleryId: string | null) => {
  const { favourites, shop } = usePhotos()
  const snapshot = useSelector(favourites, (s) => s)
  const stage = shop.clientSession?.stage ?? null
  const view = useMemo(
    () => favouritesView(snapshot, { stage, galleries: shop.galleries, currentGalleryId }),
    [snapshot, stage, shop.galleries, currentGalleryId],
  )
  return { view, send: favourites.send }
}

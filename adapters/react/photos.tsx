import { useActor, useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react'
import { type Actor, fromCallback, fromPromise } from 'xstate'
import { catalogRedirect, favouritesActive } from '../../core/photoRoutes'
import type { ShopConfig } from '../../core/schemas/config'
import type { GalleryImagesResponse, ImageCrop, Subject } from '../../core/schemas/photos'
import type { ClientSession, GallerySummary } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { favouritesMachine, favouritesView } from '../../machines/favourites'
import { galleryImagesMachine, galleryImagesView, type PageRequest } from '../../machines/galleryImages'
import { galleryListMachine, galleryListView } from '../../machines/galleryList'
import { neighbours, previewMachine } from '../../machines/preview'
import { type ClockTick, stageBannerMachine, stageBannerView } from '../../machines/stageBanner'
import { welcomeMachine } from '../../machines/welcome'
import { yearbookMachine, yearbookScreen, yearbookStatus } from '../../machines/yearbook'
import { createApiClient } from '../api/client'
import { type PhotosApi, photosApi } from '../api/photos'
import { favouriteIdStore } from '../storage/favourites'
import { readToken, storeUserIdOf } from '../storage/token'
import { yearbookSkipStore } from '../storage/yearbook'
import { useNotify } from './shop'
import { useStartupSelector } from './startup'

/** What the photo views know of the loaded shop (B §4 startup). */
export type PhotoShop = {
  store: Store
  clientSession: ClientSession | null
  subject: Subject | null
  /** Every gallery this shopper may open: the subject's own and the session-wide ones. */
  galleries: readonly GallerySummary[]
  homeRoute: string
}

type Photos = {
  shop: PhotoShop
  api: PhotosApi
  favourites: Actor<typeof favouritesMachine>
  yearbook: Actor<typeof yearbookMachine>
  banner: Actor<typeof stageBannerMachine>
  welcome: Actor<typeof welcomeMachine>
}

const PhotosContext = createContext<Photos | null>(null)

const usePhotos = (): Photos => {
  const photos = useContext(PhotosContext)
  if (!photos) throw new Error('usePhotos outside PhotosProvider')
  return photos
}

/** One page of a gallery, as the gallery images and the yearbook screen ask for it. */
const pageLoader = (api: PhotosApi) =>
  fromPromise<GalleryImagesResponse, PageRequest>(({ input, signal }) =>
    api.galleryImages(input.galleryId, input.page, input.pageSize, signal),
  )

/** Ticks once a second (B §9 countdown refresh 1000 ms) until the banner stops it. */
const clock = fromCallback<ClockTick>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), 1000)
  return () => clearInterval(timer)
})

/**
 * The photo actors that live as long as the shop: favourites, the yearbook choice, the stage banner's clock and the
 * welcome modal. Mount inside ShopProvider, once startup has loaded.
 */
export const PhotosProvider = ({ config, children }: { config: ShopConfig; children: ReactNode }) => {
  const store = useStartupSelector((s) => s.context.store)
  const clientSession = useStartupSelector((s) => s.context.clientSession)
  const subject = useStartupSelector((s) => s.context.subject)
  const productSet = useStartupSelector((s) => s.context.productSet)
  const homeRoute = useStartupSelector((s) => s.context.homeRoute)
  if (!store || !homeRoute) throw new Error('PhotosProvider before startup has loaded')
  const notify = useNotify()
  const api = useMemo(() => photosApi(createApiClient(config.apiBase, config.language)), [config])
  const stage = clientSession?.stage ?? null
  const storeUserId = storeUserIdOf(readToken())
  const type = stage?.type === 'pre-order' || productSet?.preOrder ? 'pre-order' : 're-order'
  const favouriteIds = favouriteIdStore(storeUserId ?? 'anonymous', stage?.id ?? 'none', type)
  const skips = subject ? yearbookSkipStore(storeUserId ?? 'anonymous', subject.id) : null

  const favourites = useActorRef(
    favouritesMachine.provide({
      actors: {
        readStoredFavouriteId: fromPromise(async () => favouriteIds.read()),
        getFavourite: fromPromise(({ input }) => api.favourite(input.favouriteId)),
        createFavourite: fromPromise(({ input }) => api.createFavourite(input)),
        addCrop: fromPromise(({ input }) => api.addFavouriteCrop(input.favouriteId, input.cropId)),
        removeCrop: fromPromise(({ input }) => api.removeFavouriteCrop(input.favouriteId, input.cropId)),
        deleteFavourite: fromPromise(({ input }) => api.deleteFavourite(input.favouriteId)),
      },
      actions: {
        rememberFavourite: (_, { favouriteId }) => favouriteIds.write(favouriteId),
        forgetFavourite: () => favouriteIds.forget(),
        saveFailed: () => notify({ type: 'notification.show', level: 'error', message: 'favourites.save_failed' }),
      },
    }),
    {
      input: {
        enabled: favouritesActive(stage),
        storeUserId,
        clientSessionId: config.clientSessionId,
        subjectId: subject?.id ?? null,
      },
    },
  )
  const yearbook = useActorRef(
    yearbookMachine.provide({
      actors: {
        loadPage: pageLoader(api),
        submitSelection: fromPromise(({ input }) => api.createYearbookSelection(input)),
      },
      actions: { rememberSkipped: () => skips?.skip() },
    }),
    {
      input: {
        storeUserId,
        subjectId: subject?.id ?? null,
        stage,
        available: subject?.yearbookSelectionAvailable ?? false,
        skipped: skips?.skipped() ?? false,
        galleries: subject?.galleries ?? [],
      },
    },
  )
  // B §6: admin mode hides stage banners; shoppers never run in admin mode in the browser yet.
  const banner = useActorRef(stageBannerMachine.provide({ actors: { clock } }), {
    input: { stage, adminMode: false, now: Date.now() },
  })
  const welcome = useActorRef(welcomeMachine, {
    input: { showWelcomeMessage: Boolean(stage?.showWelcomeMessage && (stage.welcomeHeading || stage.welcomeText)) },
  })
  const value = useMemo(
    (): Photos => ({
      shop: {
        store,
        clientSession,
        subject,
        galleries: subject?.galleries ?? clientSession?.galleries ?? [],
        homeRoute,
      },
      api,
      favourites,
      yearbook,
      banner,
      welcome,
    }),
    [store, clientSession, subject, homeRoute, api, favourites, yearbook, banner, welcome],
  )
  return <PhotosContext.Provider value={value}>{children}</PhotosContext.Provider>
}

export const usePhotoShop = (): PhotoShop => usePhotos().shop

/** B §2 gallery list of this shopper's galleries: where it redirects, or the tiles of the page and its pagination. */
export const useGalleryList = () => {
  const { shop } = usePhotos()
  const [snapshot, send] = useActor(galleryListMachine, {
    input: { galleries: shop.galleries, placeholderImage: shop.store.settings.placeholderImage },
  })
  return {
    redirectTo: snapshot.matches('redirecting') ? snapshot.context.redirectTo : null,
    empty: snapshot.matches('empty'),
    ...galleryListView(snapshot.context),
    send,
  }
}

/** B §2 gallery images of one gallery, a page at a time; remount (key) for another gallery. */
export const useGalleryImages = (galleryId: string) => {
  const { shop, api, yearbook } = usePhotos()
  const logic = useMemo(() => galleryImagesMachine.provide({ actors: { loadPage: pageLoader(api) } }), [api])
  const [snapshot, send] = useActor(logic, {
    input: {
      galleryId,
      gallery: shop.galleries.find((g) => g.id === galleryId) ?? null,
      stage: shop.clientSession?.stage ?? null,
      yearbook: yearbookStatus(yearbook.getSnapshot()),
      showGalleryThreshold: shop.store.settings.showGalleryThreshold,
    },
  })
  return {
    redirectTo: snapshot.matches('redirecting') ? snapshot.context.redirectTo : null,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    imageCount: snapshot.context.imageCount,
    ...galleryImagesView(snapshot.context),
    send,
  }
}

/** B §2 image preview: which photo shows, which way it came, and the neighbours to preload. */
export const usePreview = () => {
  const [snapshot, send] = useActor(previewMachine)
  return {
    open: snapshot.matches('open'),
    index: snapshot.context.index,
    direction: snapshot.context.direction,
    neighbours: neighbours(snapshot.context),
    send,
  }
}

/** B §4 favourites: whether they are used, the list as the shopper sees it (paged), and whether a save runs. */
export const useFavourites = () => {
  const { favourites } = usePhotos()
  const view = useSelector(favourites, (s) => ({
    enabled: !s.matches('disabled'),
    busy: !s.matches({ active: 'idle' }) && !s.matches('disabled'),
    ...favouritesView(s.context),
  }))
  const hearts = useSelector(favourites, (s) => s.context.hearts)
  return { ...view, hearts, send: favourites.send }
}

/** B §2 image chooser: the shopper's favourite crop ids (the chooser lists favourites if any exist). */
export const useFavouriteCropIds = (): readonly string[] => {
  const { favourites } = usePhotos()
  const hearts = useSelector(favourites, (s) => s.context.hearts)
  return useMemo(() => hearts.map((c: ImageCrop) => c.id), [hearts])
}

/** B §4 yearbook screen: where it stands, the chosen photos and settings, and what the page shows. */
export const useYearbook = () => {
  const { yearbook } = usePhotos()
  const snapshot = useSelector(yearbook, (s) => s)
  useEffect(() => yearbook.send({ type: 'yearbook.show' }), [yearbook])
  const loading = snapshot.matches({ open: 'loading' }) || snapshot.matches('submitting')
  return {
    /** 'done' after a submit or a skip (go on to /catalog), 'unavailable' when there is nothing to choose. */
    status:
      snapshot.matches('submitted') || snapshot.matches('skipped')
        ? 'done'
        : snapshot.matches('open') || snapshot.matches('submitting')
          ? 'open'
          : 'unavailable',
    loadFailed: snapshot.matches({ open: 'failed' }),
    submitFailed: snapshot.context.failed,
    selected: snapshot.context.selected,
    settings: snapshot.context.settings,
    galleryId: snapshot.context.galleryId,
    ...yearbookScreen(snapshot.context, loading),
    send: yearbook.send,
  }
}

export const useYearbookStatus = () => {
  const { yearbook } = usePhotos()
  const available = useSelector(yearbook, (s) => yearbookStatus(s).available)
  const skipped = useSelector(yearbook, (s) => yearbookStatus(s).skipped)
  return useMemo(() => ({ available, skipped }), [available, skipped])
}

/** B §2 catalog entry: '/yearbook' while a required yearbook selection waits, else null. */
export const useCatalogRedirect = () => {
  const { shop } = usePhotos()
  return catalogRedirect(shop.clientSession?.stage ?? null, useYearbookStatus())
}

/** B §2 stage banner: what it shows now (null when hidden), re-rendered with each tick of the clock. */
export const useStageBanner = () => {
  const { banner, shop } = usePhotos()
  const view = useSelector(banner, stageBannerView, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  return { view, stage: shop.clientSession?.stage ?? null }
}

/** B §2 welcome modal: open by default; views that open other modals (the custom form) check `open` first. */
export const useWelcome = () => {
  const { welcome } = usePhotos()
  const open = useSelector(welcome, (s) => s.matches('open'))
  return { open, hide: () => welcome.send({ type: 'welcome.hide' }) }
}

export const useWelcomeOpen = (): boolean => useWelcome().open

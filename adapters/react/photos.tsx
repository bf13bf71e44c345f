import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type Actor, fromCallback, fromPromise } from 'xstate'
import { orderTypeOf } from '../../core/orderMatch'
import { favouritesActive } from '../../core/photoRoutes'
import type { ShopConfig } from '../../core/schemas/config'
import type { GalleryImagesResponse, ImageCrop, Subject } from '../../core/schemas/photos'
import type { ClientSession, GallerySummary } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { favouritesMachine } from '../../machines/favourites'
import type { PageRequest } from '../../machines/galleryImages'
import { type ClockTick, stageBannerMachine } from '../../machines/stageBanner'
import { type StageBannerView, stageBannerView } from '../../machines/stageBannerView'
import { welcomeMachine } from '../../machines/welcome'
import { welcomeShown, welcomeView } from '../../machines/welcomeView'
import { catalogGateView, yearbookMachine, yearbookStatus } from '../../machines/yearbook'
import { createApiClient } from '../api/client'
import { type PhotosApi, photosApi } from '../api/photos'
import { inspection } from '../inspect'
import { favouriteIdStorage } from '../storage/favourites'
import { welcomeSeenStorage } from '../storage/welcome'
import { yearbookSkipStorage } from '../storage/yearbook'
import { storeUserOfTab, useAdminMode } from './admin'
import { firstGalleryPageRead, withFirstGalleryRead } from './firstReads'
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
  /** The first page of the gallery the page opened on, if the first reads brought it already (taken once). */
  firstGalleryPage: (galleryId: string) => GalleryImagesResponse | null
  favourites: Actor<typeof favouritesMachine>
  yearbook: Actor<typeof yearbookMachine>
  banner: Actor<typeof stageBannerMachine>
  welcome: Actor<typeof welcomeMachine>
}

const PhotosContext = createContext<Photos | null>(null)

export const usePhotos = (): Photos => {
  const photos = useContext(PhotosContext)
  if (!photos) throw new Error('usePhotos outside PhotosProvider')
  return photos
}

/** One page of a gallery, as the gallery images and the yearbook screen ask for it. */
export const pageLoader = (api: PhotosApi) =>
  fromPromise<GalleryImagesResponse, PageRequest>(({ input, signal }) =>
    api.galleryImages(input.galleryId, input.page, input.pageSize, signal, input.order),
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
  const api = useMemo(
    () => withFirstGalleryRead(config, photosApi(createApiClient(config.apiBase, config.language))),
    [config],
  )
  const stage = clientSession?.stage ?? null
  const adminMode = useAdminMode()
  const storeUserId = storeUserOfTab()
  const type = productSet ? orderTypeOf(stage ?? { type: 're-order' }, productSet) : 're-order'
  const favouriteIds = favouriteIdStorage(storeUserId ?? 'anonymous', stage?.id ?? 'none', type)
  const skips = subject ? yearbookSkipStorage(storeUserId ?? 'anonymous', subject.id) : null

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
      ...inspection(),
      input: {
        // Issue 15: favourites are a parent's own list, made for a store user; the admin has none, so no hearts.
        enabled: favouritesActive(stage) && !adminMode,
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
      ...inspection(),
      input: {
        storeUserId,
        subjectId: subject?.id ?? null,
        stage,
        available: subject?.yearbookSelectionAvailable ?? false,
        // Issue 15: the yearbook choice is the parent's (made for a store user): it never holds the admin's catalog.
        skipped: adminMode || (skips?.skipped() ?? false),
        galleries: subject?.galleries ?? [],
        confirmed: (subject?.yearbookChoice ?? []).flatMap(
          (id) => subject?.images.find((c) => c.image.id === id) ?? [],
        ),
      },
    },
  )
  // B §6: admin mode hides stage banners.
  const banner = useActorRef(stageBannerMachine.provide({ actors: { clock } }), {
    ...inspection(),
    input: { stage, adminMode, now: Date.now() },
  })
  const welcomeSeen = welcomeSeenStorage(storeUserId ?? 'anonymous', stage?.id ?? 'none')
  const welcome = useActorRef(welcomeMachine.provide({ actions: { rememberSeen: () => welcomeSeen.remember() } }), {
    ...inspection(),
    input: { showWelcomeMessage: welcomeShown(stage), seen: welcomeSeen.seen() },
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
      firstGalleryPage: (galleryId) => firstGalleryPageRead(config, galleryId),
      favourites,
      yearbook,
      banner,
      welcome,
    }),
    [store, clientSession, subject, homeRoute, api, config, favourites, yearbook, banner, welcome],
  )
  return <PhotosContext.Provider value={value}>{children}</PhotosContext.Provider>
}

export const usePhotoShop = (): PhotoShop => usePhotos().shop

/** B §2 image chooser: the shopper's favourite crop ids (the chooser lists favourites if any exist). */
export const useFavouriteCropIds = (): readonly string[] => {
  const { favourites } = usePhotos()
  const hearts = useSelector(favourites, (s) => s.context.hearts)
  return useMemo(() => hearts.map((c: ImageCrop) => c.id), [hearts])
}

export const useYearbookStatus = () => {
  const { yearbook } = usePhotos()
  const available = useSelector(yearbook, (s) => yearbookStatus(s).available)
  const skipped = useSelector(yearbook, (s) => yearbookStatus(s).skipped)
  return useMemo(() => ({ available, skipped }), [available, skipped])
}

/** B §2 catalog entry: '/yearbook' while a required yearbook selection waits, else null. */
export const useCatalogRedirect = () => {
  const { shop, yearbook } = usePhotos()
  const stage = shop.clientSession?.stage ?? null
  return useSelector(yearbook, (s) => catalogGateView(s, stage))
}

/** B §2 stage banner: what it shows now (null when hidden), re-rendered with each tick of the clock. */
export const useStageBanner = (): StageBannerView | null => {
  const { banner } = usePhotos()
  return useSelector(banner, stageBannerView, (a, b) => JSON.stringify(a) === JSON.stringify(b))
}

/** B §2 welcome modal: open by default; views that open other modals (the custom form) check `open` first. */
export const useWelcome = () => {
  const { welcome, shop } = usePhotos()
  const snapshot = useSelector(welcome, (s) => s)
  const view = useMemo(
    () => welcomeView(snapshot, { clientSession: shop.clientSession, subject: shop.subject }),
    [snapshot, shop.clientSession, shop.subject],
  )
  return { view, send: welcome.send }
}

/** The welcome modal's actor, for machines that follow it (the order form, B §2). */
export const useWelcomeRef = () => usePhotos().welcome

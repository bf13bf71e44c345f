import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react'
import { type Actor, type ActorRefFrom, createActor, type InputFrom } from 'xstate'
import { croppingAvailable } from '../../core/cropBox'
import { chosenImageOptionCount, savedImageOptions } from '../../core/imageOptions'
import type { ShopConfig } from '../../core/schemas/config'
import type { imageOptionsMachine } from '../../machines/imageOptions'
import { createApiClient } from '../api/client'
import { type ConfigureApi, configureApi } from '../api/configure'
import { inspection } from '../inspect'
import type { Notify, Track } from '../shopActors'
import { localValue } from '../storage/local'
import { useShop } from './shop'
import { useStartupSelector } from './startup'
import { useTrack } from './track'

/** B §2: the footer checkbox "show photo options after photo selection", remembered on this device. */
const showAfterSelection = localValue('picture-day.show-photo-options')

type ImageOptionsActor = Actor<typeof imageOptionsMachine>

/** What the shop's photo options actor is made from (adapters/imageOptionsActors.ts). */
export type ImageOptionsDeps = {
  api: ConfigureApi
  notify: Notify
  rememberShowAfterSelection: (on: boolean) => void
  track: Track
  input: InputFrom<typeof imageOptionsMachine>
}

type Configure = {
  api: ConfigureApi
  deps: ImageOptionsDeps
  /** Made by the first product panel (useImageOptionsActor): the machine loads with the panels (issue 17 point 2). */
  shared: { imageOptions: ImageOptionsActor | null }
}

const ConfigureContext = createContext<Configure | null>(null)

const useConfigure = (): Configure => {
  const value = useContext(ConfigureContext)
  if (!value) throw new Error('useConfigure outside ConfigureProvider')
  return value
}

/**
 * The shop-wide actor of photo options (one state per photo for the whole visit; it follows the order actor) and the
 * API of the configuration calls. Mount inside ShopProvider. Only product panels use the actor: the first one makes
 * it (useImageOptionsActor), so its machine is not part of a page's first load (issue 17 point 2).
 */
export const ConfigureProvider = ({ config, children }: { config: ShopConfig; children: ReactNode }) => {
  const shop = useShop()
  const api = useMemo(() => configureApi(createApiClient(config.apiBase, config.language)), [config])
  const track = useTrack()
  const shared = useRef<Configure['shared']>({ imageOptions: null }).current
  useEffect(
    () => () => {
      shared.imageOptions?.stop()
      shared.imageOptions = null
    },
    [shared],
  )
  const value = useMemo(
    (): Configure => ({
      api,
      shared,
      deps: {
        api,
        notify: (params) => shop.notifications.send({ type: 'notification.show', ...params }),
        rememberShowAfterSelection: (on) => (on ? showAfterSelection.write('on') : showAfterSelection.forget()),
        track,
        input: {
          groups: shop.productSet.imageProductOptionGroups,
          showAfterSelection: showAfterSelection.read() === 'on',
          orderRef: shop.order,
        },
      },
    }),
    [api, shared, shop, track],
  )
  return <ConfigureContext.Provider value={value}>{children}</ConfigureContext.Provider>
}

/**
 * The shop's photo options actor, for the product panels that hand it the photos picked (B §4): made and started
 * from `logic` the first time a panel asks (the panels' chunk brings its machine), then the same for the visit.
 */
export const useImageOptionsActor = (logic: (deps: ImageOptionsDeps) => typeof imageOptionsMachine) => {
  const { deps, shared } = useConfigure()
  shared.imageOptions ??= createActor(logic(deps), { ...inspection(), input: deps.input }).start()
  return shared.imageOptions
}

/** The photo options actor once a product panel has made it (the panels' photo slots and dialogs use it). */
const useSharedImageOptions = () => {
  const imageOptions = useConfigure().shared.imageOptions
  if (!imageOptions) throw new Error('photo options used before a product panel made them')
  return imageOptions
}

/**
 * B §2 image options modal: the snapshot and send of the shop-wide photo options, or of `actor` (the photo options of
 * a change after purchase, issue 14).
 */
export const useImageOptions = (actor?: ActorRefFrom<typeof imageOptionsMachine>) => {
  const shared = useContext(ConfigureContext)?.shared.imageOptions
  const imageOptions = actor ?? shared
  if (!imageOptions) throw new Error('useImageOptions outside ConfigureProvider or before a product panel')
  return [useSelector(imageOptions, (s) => s), imageOptions.send] as const
}

/** B §2 single-pose chooser: how many photo options the photo has (chosen this visit, else saved on the order). */
export const useImageOptionCount = (imageId: string | null): number => {
  return useSelector(useSharedImageOptions(), (s) => {
    if (!imageId) return 0
    const chosen = s.context.images[imageId]?.options
    return chosenImageOptionCount(chosen ?? savedImageOptions(s.context.saved, imageId))
  })
}

/** B §4: cropping is available for the store and the re-order stage with imageCropping on. */
export const useCroppingAvailable = (): boolean =>
  useStartupSelector((s) => croppingAvailable(s.context.store?.settings, s.context.clientSession?.stage))

/** The latest callback, so an actor created once always calls the current one. */
export const useLatest = <F,>(callback: F) => {
  const latest = useRef(callback)
  latest.current = callback
  return latest
}

import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { type Actor, fromPromise } from 'xstate'
import { cartSummary } from '../../core/cart'
import { croppingAvailable } from '../../core/cropBox'
import { orderTypeOf } from '../../core/orderMatch'
import type { ShopConfig } from '../../core/schemas/config'
import type { Order } from '../../core/schemas/order'
import type { Subject } from '../../core/schemas/photos'
import type { ProductSet } from '../../core/schemas/productSet'
import type { ClientSession } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { notificationsMachine } from '../../machines/notifications'
import type { orderMachine } from '../../machines/order'
import { subjectPhotosMachine } from '../../machines/subjectPhotos'
import { checkoutApi } from '../api/checkout'
import { createApiClient } from '../api/client'
import { configureApi } from '../api/configure'
import { newIdempotencyKey } from '../api/idempotencyKey'
import { ordersApi } from '../api/orders'
import { paymentsApi } from '../api/payments'
import { shopApi } from '../api/shop'
import { inspection } from '../inspect'
import { orderLogic } from '../shopActors'
import { cartCookie } from '../storage/cartCookie'
import { orderIdStorage, requestedOrderId, withCartCookie } from '../storage/orders'
import { storeUserOfTab } from './admin'
import { firstOrderRead, firstSubjectImagesRead, withFirstOrderRead, withFirstSubjectImagesRead } from './firstReads'
import { useTrack } from './track'

type Shop = {
  config: ShopConfig
  order: Actor<typeof orderMachine>
  notifications: Actor<typeof notificationsMachine>
  photos: Actor<typeof subjectPhotosMachine>
  productSet: ProductSet
  croppingAvailable: boolean
}

const ShopContext = createContext<Shop | null>(null)

export const useShop = (): Shop => {
  const shop = useContext(ShopContext)
  if (!shop) throw new Error('useShop outside ShopProvider')
  return shop
}

/** The long-lived actors of a loaded shop: the order actor (which owns every change), notifications, photos. */
export const ShopProvider = (props: {
  config: ShopConfig
  store: Store
  productSet: ProductSet
  clientSession: ClientSession | null
  subject: Subject | null
  children: ReactNode
}) => {
  const { config, productSet, clientSession } = props
  const subjectId = props.subject?.id ?? null
  const client = useMemo(() => createApiClient(config.apiBase, config.language), [config])
  const storeUserId = storeUserOfTab()
  const stage = clientSession?.stage ?? null
  const type = orderTypeOf(stage ?? { type: 're-order' }, productSet)
  const notifications = useActorRef(notificationsMachine, inspection())
  const track = useTrack()
  // The order's and the photos' logic is made on the first render only: what it calls (the config's API client, the
  // order's storage for this store user and student) is fixed for the life of a loaded shop, so the machine's tree is
  // not built again with every render (useActorRef would hand the actor each render's implementations).
  const [{ orderMachineLogic, requested, firstRead }] = useState(() => {
    const storage = withCartCookie(
      // Issue 15: the admin's opened orders are kept apart from any shopper's of this browser.
      orderIdStorage(storeUserId ?? 'admin', stage?.id ?? 'none', type, subjectId),
      cartCookie(config.basename),
      (orderId) => ({ orderId, clientSessionId: config.clientSessionId, subjectId, type }),
    )
    const orderMachineLogic = orderLogic({
      orders: withFirstOrderRead(config, ordersApi(client)),
      configure: configureApi(client),
      checkout: checkoutApi(client),
      payments: paymentsApi(client),
      storage,
      notify: (params) => notifications.send({ type: 'notification.show', ...params }),
      track,
    })
    const requested = requestedOrderId(window.location.search)
    // The order actor tries the address's order before the stored one, so the first read is taken only without one.
    return { orderMachineLogic, requested, firstRead: requested ? null : firstOrderRead(config, storage.read()) }
  })
  const order = useActorRef(orderMachineLogic, {
    ...inspection(),
    input: {
      storeUserId,
      clientSessionId: config.clientSessionId,
      stageId: stage?.id ?? '',
      isPreOrder: type === 'pre-order',
      subjectId,
      requestedOrderId: requested,
      // Idempotency-Keys of this visit's changes: unique across visits and tabs (DESIGN decision 5).
      keyPrefix: newIdempotencyKey(),
      firstRead,
    },
  })
  const [{ photosLogic, firstPhotos }] = useState(() => ({
    firstPhotos: firstSubjectImagesRead(config, subjectId),
    photosLogic: subjectPhotosMachine.provide({
      actors: {
        loadPhotos: fromPromise(({ input }) =>
          withFirstSubjectImagesRead(config, shopApi(client)).subjectImages(input.subjectId),
        ),
      },
    }),
  }))
  const photos = useActorRef(photosLogic, { ...inspection(), input: { subjectId, firstRead: firstPhotos } })
  const cropping = croppingAvailable(props.store.settings, stage)
  const shop = useMemo(
    (): Shop => ({ config, order, notifications, photos, productSet, croppingAvailable: cropping }),
    [config, order, notifications, photos, productSet, cropping],
  )
  return <ShopContext.Provider value={shop}>{props.children}</ShopContext.Provider>
}

export const useOrder = (): Order | null => {
  const { order } = useShop()
  return useSelector(order, (s) => s.context.order)
}

/** Issue 9, C §2: what the cart holds (units and the total of every linked order), for the cart button and bar. */
export const useCartSummary = () => {
  const { order } = useShop()
  return useSelector(
    order,
    (s) => cartSummary(s.context.order),
    (a, b) => a.count === b.count && a.total === b.total,
  )
}

export const useToasts = () => {
  const { notifications } = useShop()
  return [useSelector(notifications, (s) => s.context.toasts), notifications.send] as const
}

/** Shows a toast (C §8) without following the list of toasts. */
export const useNotify = () => useShop().notifications.send

/** The chosen student's photos: `none` without a student, else loading, loaded or failed. */
export const useSubjectPhotos = () => {
  const { photos } = useShop()
  return useSelector(photos, (s) => ({ status: s.value as string, photos: s.context.photos }))
}

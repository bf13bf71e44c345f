import { useActor, useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react'
import { type Actor, fromPromise, waitFor } from 'xstate'
import type { ShopConfig } from '../../core/schemas/config'
import type { Order } from '../../core/schemas/order'
import type { Subject } from '../../core/schemas/photos'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { ClientSession } from '../../core/schemas/session'
import { catalogMachine, catalogPosition } from '../../machines/catalog'
import { confirmMachine } from '../../machines/confirm'
import { imageChooserMachine } from '../../machines/imageChooser'
import { notificationsMachine } from '../../machines/notifications'
import { orderMachine } from '../../machines/order'
import {
  boundsOf,
  type ConfirmPayload,
  itemOf,
  type PanelOrder,
  productPanelMachine,
} from '../../machines/productPanel'
import { subjectPhotosMachine } from '../../machines/subjectPhotos'
import { createApiClient } from '../api/client'
import { type OrdersApi, ordersApi } from '../api/orders'
import { shopApi } from '../api/shop'
import { orderIdStore } from '../storage/orders'
import { readToken, storeUserIdOf } from '../storage/token'

type Shop = {
  orders: OrdersApi
  order: Actor<typeof orderMachine>
  notifications: Actor<typeof notificationsMachine>
  photos: Actor<typeof subjectPhotosMachine>
  productSet: ProductSet
  /** Creates the order on the first add (C §4), once even when two adds race. */
  ensureOrder: () => Promise<string>
}

const ShopContext = createContext<Shop | null>(null)

export const useShop = (): Shop => {
  const shop = useContext(ShopContext)
  if (!shop) throw new Error('useShop outside ShopProvider')
  return shop
}

/** The long-lived actors of a loaded shop: the current order and the notifications. */
export const ShopProvider = (props: {
  config: ShopConfig
  productSet: ProductSet
  clientSession: ClientSession | null
  subject: Subject | null
  children: ReactNode
}) => {
  const { config, productSet, clientSession } = props
  const subjectId = props.subject?.id ?? null
  const client = useMemo(() => createApiClient(config.apiBase, config.language), [config])
  const orders = useMemo(() => ordersApi(client), [client])
  const storeUserId = storeUserIdOf(readToken())
  const stage = clientSession?.stage ?? null
  const isPreOrder = stage?.type === 'pre-order' || productSet.preOrder
  const storage = useMemo(
    () => orderIdStore(storeUserId ?? 'anonymous', stage?.id ?? 'none', isPreOrder ? 'pre-order' : 're-order'),
    [storeUserId, stage?.id, isPreOrder],
  )
  const order = useActorRef(
    orderMachine.provide({
      actors: {
        readStoredOrderId: fromPromise(async () => storage.read()),
        getOrder: fromPromise(({ input }) => orders.get(input.orderId)),
      },
      actions: {
        rememberOrder: (_, { orderId }) => storage.write(orderId),
        forgetOrder: () => storage.forget(),
      },
    }),
    {
      input: {
        storeUserId,
        clientSessionId: config.clientSessionId,
        stageId: stage?.id ?? '',
        isPreOrder,
        subjectId,
      },
    },
  )
  const notifications = useActorRef(notificationsMachine)
  const photos = useActorRef(
    subjectPhotosMachine.provide({
      actors: { loadPhotos: fromPromise(({ input }) => shopApi(client).subjectImages(input.subjectId)) },
    }),
    { input: { subjectId } },
  )
  const shop = useMemo((): Shop => {
    let creating: Promise<string> | null = null
    const ensureOrder = async () => {
      const { context } = await waitFor(order, (s) => s.matches('ready'))
      if (context.order) return context.order.id
      creating ??= orders.create(config.clientSessionId, subjectId).then((created) => {
        order.send({ type: 'order.changed', order: created })
        return created.id
      })
      return creating.finally(() => {
        creating = null
      })
    }
    return { orders, order, notifications, photos, productSet, ensureOrder }
  }, [orders, order, notifications, photos, productSet, config.clientSessionId, subjectId])
  return <ShopContext.Provider value={shop}>{props.children}</ShopContext.Provider>
}

export const useOrder = (): Order | null => {
  const { order } = useShop()
  return useSelector(order, (s) => s.context.order)
}

export const useOrderReady = (): boolean => {
  const { order } = useShop()
  return useSelector(order, (s) => s.matches('ready'))
}

export const useToasts = () => {
  const { notifications } = useShop()
  return [useSelector(notifications, (s) => s.context.toasts), notifications.send] as const
}

/** Shows a toast (C §8) without following the list of toasts. */
export const useNotify = () => useShop().notifications.send

const panelOrderOf = (order: Order | null, productSet: ProductSet): PanelOrder => ({
  items: order?.orderItems ?? [],
  exclusiveProductGroups: productSet.businessRules.exclusiveProductGroups,
})

/** A product panel machine wired to the order calls, the order actor and the notifications. */
export const useProductPanel = (product: Product) => {
  const shop = useShop()
  const current = useOrder()
  const logic = useMemo(() => {
    const changed = (order: Order) => {
      shop.order.send({ type: 'order.changed', order })
      return order
    }
    const run = async (payload: ConfirmPayload) => {
      if (payload.kind === 'remove') {
        await shop.orders.removeItem(payload.itemId, payload.withDependents)
        const orderId = shop.order.getSnapshot().context.order?.id
        return orderId ? changed(await shop.orders.get(orderId)) : null
      }
      if (payload.itemId) return changed(await shop.orders.updateItem(payload.itemId, payload.draft))
      const orderId = await shop.ensureOrder()
      return changed(await shop.orders.addItem(orderId, payload.product.id, payload.draft, payload.replaceConflicts))
    }
    return productPanelMachine.provide({
      actors: {
        saveItem: fromPromise(({ input }) => run({ kind: 'save', ...input }) as Promise<Order>),
        removeItem: fromPromise(({ input }) => run({ kind: 'remove', ...input })),
        confirm: confirmMachine.provide({
          actors: { runAccept: fromPromise(({ input }) => run(input.payload as ConfirmPayload)) },
        }),
      },
      actions: {
        notify: (_, params) => shop.notifications.send({ type: 'notification.show', ...params }),
      },
    })
  }, [shop])
  const [snapshot, send, ref] = useActor(logic, { input: { product, order: panelOrderOf(current, shop.productSet) } })
  useEffect(() => {
    send({ type: 'order.sync', order: panelOrderOf(current, shop.productSet) })
  }, [current, shop.productSet, send])
  // What the views read besides the snapshot: the product's order item and its quantity bounds.
  const view = { item: itemOf(snapshot.context), bounds: boundsOf(snapshot.context) }
  return [snapshot, send, view, ref] as const
}

/** The chosen student's photos: `none` without a student, else loading, loaded or failed. */
export const useSubjectPhotos = () => {
  const { photos } = useShop()
  return useSelector(photos, (s) => ({ status: s.value as string, photos: s.context.photos }))
}

/** An image chooser whose pick is handed to `onPick` (the product panel's node.image). */
export const useImageChooser = (onPick: (imageId: string, imageCropId: string) => void) => {
  // The latest callback, so the actor (created once) always hands the pick to the current panel.
  const latest = useRef(onPick)
  latest.current = onPick
  const logic = useMemo(
    () =>
      imageChooserMachine.provide({
        actions: { picked: (_, { imageId, imageCropId }) => latest.current(imageId, imageCropId) },
      }),
    [],
  )
  return useActor(logic)
}

/** The catalog machine following the address: /catalog or /catalog/category/{slug} (B §2). */
export const useCatalog = (slugs: readonly string[], slug: string | null) => {
  const [snapshot, send] = useActor(catalogMachine, { input: { slugs, slug } })
  useEffect(() => send({ type: 'category.select', slug }), [slug, send])
  return catalogPosition(snapshot)
}

import { useActor, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { TotalsWithMethod } from '../../core/schemas/checkout'
import { cartMachine } from '../../machines/cart'
import { cartView } from '../../machines/cartView'
import type { confirmMachine } from '../../machines/confirm'
import { couponFormMachine } from '../../machines/couponForm'
import { createApiClient } from '../api/client'
import { ordersApi } from '../api/orders'
import { shopApi } from '../api/shop'
import { inspection } from '../inspect'
import { useShop, useSubjectPhotos } from './shop'
import { useStartupSelector } from './startup'
import { useSubjectSearchActor } from './subjectSearch'
import { useTrack } from './track'

/**
 * C §2 cart page: the cart and coupon form actors (they follow the order actor and change the order through it) and
 * the cart's view-model. `errorCode` is the address's query parameter; `formatMoney` says spends in rules;
 * `totalsWith` the active order's totals with a choice not saved yet (checkout's shipping method); `page`: the cart
 * page itself, which tracks Cart Viewed (C §7), not a checkout step's summary.
 */
export const useCart = (
  errorCode: string | null,
  formatMoney: (amount: number) => string,
  totalsWith: TotalsWithMethod | null = null,
  page = false,
) => {
  const shop = useShop()
  const { config } = shop
  const switcher = useSubjectSearchActor()
  const store = useStartupSelector((s) => s.context.store)
  const clientSession = useStartupSelector((s) => s.context.clientSession)
  const subject = useStartupSelector((s) => s.context.subject)
  const { photos } = useSubjectPhotos()
  const track = useTrack()
  const logic = useMemo(() => {
    const client = createApiClient(config.apiBase, config.language)
    const orders = ordersApi(client)
    const shopCalls = shopApi(client)
    const notify = (params: { level: 'success' | 'error'; message: string }) =>
      shop.notifications.send({ type: 'notification.show', ...params })
    return {
      cart: cartMachine.provide({
        actors: {
          // C §2: one block per linked order, each with its child's photos.
          loadLinked: fromPromise(async ({ input }) => {
            const loaded = await Promise.all(input.orderIds.map((id) => orders.get(id)))
            const subjects = [...new Set(loaded.flatMap((o) => (o.subject ? [o.subject] : [])))]
            const photoLists = await Promise.all(subjects.map((id) => shopCalls.subjectImages(id).catch(() => [])))
            return { orders: loaded, photos: Object.fromEntries(subjects.map((id, i) => [id, photoLists[i] ?? []])) }
          }),
        },
        actions: {
          notify: (_, params) => notify(params),
          // The switch itself (and its backdrop, C §2) belongs to the subject search actor.
          switchToOrder: (_, params) => switcher.send({ type: 'order.switch', ...params }),
          track: (_, { tracks }) => track(tracks),
        },
      }),
      coupon: couponFormMachine.provide({
        actions: { notify: (_, params) => notify(params), track: (_, { tracks }) => track(tracks) },
      }),
    }
  }, [shop, config, switcher, track])
  const order = shop.order.getSnapshot().context.order
  const [cart, sendCart] = useActor(logic.cart, {
    ...inspection(),
    input: { productSet: shop.productSet, orderRef: shop.order, order, page },
  })
  const [coupon, sendCoupon] = useActor(logic.coupon, { ...inspection(), input: { orderRef: shop.order } })
  const view = cartView(cart, coupon, {
    stage: clientSession?.stage ?? null,
    storeAllowsCoupons: store?.settings.allowCoupons !== false,
    subjectName: subject?.name ?? null,
    sessionLabel: clientSession?.label ?? null,
    photos,
    errorCode,
    formatMoney,
    totalsWith,
  })
  const confirm = cart.children.confirm as ActorRefFrom<typeof confirmMachine> | undefined
  return { view, sendCart, sendCoupon, confirm, busy: useSelector(shop.order, (s) => !s.matches({ ready: 'idle' })) }
}

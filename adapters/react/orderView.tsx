import { useActor } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { OrderViewEvent } from '../../machines/orderView'
import { type OrderPageView, orderViewView } from '../../machines/orderViewView'
import { afterPurchaseApi } from '../api/afterPurchase'
import { createApiClient } from '../api/client'
import { configureApi } from '../api/configure'
import { orderChangesApi } from '../api/orderChanges'
import { ordersApi } from '../api/orders'
import { shopApi } from '../api/shop'
import { openDownload, saveFile } from '../download'
import { inspection } from '../inspect'
import { orderChangeLogic, orderViewLogic } from '../orderActors'
import { useAdminMode } from './admin'
import { whenHistoryStill } from './dialogHistory'
import { useShop } from './shop'
import { useTrack } from './track'

/**
 * C §2 order view and downloads (/order/{reference}): the order page's actor with its I/O (the calls after purchase,
 * tracking, the browser's downloads, the change after purchase) and its view-model. One actor per reference.
 */
export const useOrderView = (reference: string): { view: OrderPageView; send: (event: OrderViewEvent) => void } => {
  const shop = useShop()
  const { config, productSet } = shop
  const track = useTrack()
  const [logic] = useState(() => {
    const client = createApiClient(config.apiBase, config.language)
    const io = { shop: shopApi(client), track }
    return orderViewLogic({
      ...io,
      afterPurchase: afterPurchaseApi(client),
      // The licence modal closes as the file starts: the file waits for the history to stop moving.
      openDownload: (url) => whenHistoryStill(() => openDownload(url)),
      saveFile: (blob, fileName) => whenHistoryStill(() => saveFile(blob, fileName)),
      orderChange: orderChangeLogic({
        ...io,
        orderChanges: orderChangesApi(client),
        configure: configureApi(client),
        orders: ordersApi(client),
        productSet,
        croppingAvailable: shop.croppingAvailable,
        notify: (params) => shop.notifications.send({ type: 'notification.show', ...params }),
      }),
    })
  })
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: { reference, clientSessionId: config.clientSessionId },
  })
  const adminMode = useAdminMode()
  const view = useMemo(() => orderViewView(snapshot, { productSet, adminMode }), [snapshot, productSet, adminMode])
  return { view, send }
}

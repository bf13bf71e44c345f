// The order page's actors with their real I/O provided (issue 14): the order view and the change after purchase. Apart
// from ./shopActors.ts so that their machines load with the order page only (issue 17 point 2). No React here.
import { fromPromise } from 'xstate'
import type { ProductSet } from '../core/schemas/productSet'
import { orderChangeMachine } from '../machines/orderChange'
import type { ReceiptInput } from '../machines/orderComplete'
import { orderViewMachine } from '../machines/orderView'
import { type AfterPurchaseApi, receiptFileName } from './api/afterPurchase'
import type { ConfigureApi } from './api/configure'
import { newIdempotencyKey } from './api/idempotencyKey'
import type { OrderChangesApi } from './api/orderChanges'
import type { OrdersApi } from './api/orders'
import type { ShopApi } from './api/shop'
import { imageOptionsLogic } from './imageOptionsActors'
import type { Notify, Track } from './shopActors'

/**
 * What a change after purchase needs in the browser (issue 14 point 5): its calls, the shop's product set and whether
 * photos may be cropped, toasts and tracking.
 */
export type OrderChangeDeps = {
  orderChanges: OrderChangesApi
  configure: ConfigureApi
  orders: Pick<OrdersApi, 'get'>
  shop: Pick<ShopApi, 'subjectImages'>
  productSet: ProductSet
  croppingAvailable: boolean
  notify: Notify
  track: Track
}

/**
 * Issue 14 point 5 change after purchase (machines/orderChange.ts), invoked by the order page: the photos offered are
 * the order's subject's; each save is one attempt with its own Idempotency-Key on the order's version; the photo
 * options child loads its groups as the shop's does (its toasts are the change's own).
 */
export const orderChangeLogic = (deps: OrderChangeDeps) =>
  orderChangeMachine.provide({
    actors: {
      loadChoices: fromPromise(async ({ input }) => ({
        productSet: deps.productSet,
        photos: input.order.subject ? await deps.shop.subjectImages(input.order.subject) : [],
        croppingAvailable: deps.croppingAvailable,
      })),
      saveItemOptions: fromPromise(({ input }) => deps.orderChanges.saveItemOptions(input.request, input.version)),
      changeImageOptions: fromPromise(({ input }) =>
        input.change.kind === 'imageOptions.save'
          ? deps.configure.saveImageOptions(
              input.orderId,
              input.change.entries,
              input.version,
              newIdempotencyKey(),
              input.confirmedAmount,
            )
          : deps.configure.removeImageOption(
              input.change.id,
              input.version,
              newIdempotencyKey(),
              input.confirmedAmount,
            ),
      ),
      reloadOrder: fromPromise(({ input }) => deps.orders.get(input.orderId)),
      imageOptions: imageOptionsLogic(
        deps.configure,
        () => {},
        () => {},
      ),
    },
    actions: {
      notify: (_, params) => deps.notify(params),
      track: (_, { tracks }) => deps.track(tracks),
    },
  })

/** C §7 receipt: the PDF fetched with the shopper's token, saved as `{orderReference}_receipt.pdf` (C §9). */
export const saveReceipt = (
  afterPurchase: AfterPurchaseApi,
  saveFile: (blob: Blob, fileName: string) => void,
  input: ReceiptInput,
) => afterPurchase.receipt(input.orderId).then((blob) => saveFile(blob, receiptFileName(input.orderReference)))

/** What the order page does in the browser: its calls, tracking, sending the browser to a file, saving a file. */
export type OrderViewDeps = {
  afterPurchase: AfterPurchaseApi
  shop: Pick<ShopApi, 'clientSession' | 'subjectImages'>
  track: Track
  openDownload: (url: string) => void
  saveFile: (blob: Blob, fileName: string) => void
  /** The change after purchase with its I/O (machines/orderChange.ts). */
  orderChange: typeof orderChangeMachine
}

/** C §2 order view and downloads (issue 14). */
export const orderViewLogic = (deps: OrderViewDeps) =>
  orderViewMachine.provide({
    actors: {
      refreshSession: fromPromise(({ input }) => deps.shop.clientSession(input.clientSessionId)),
      showOrder: fromPromise(({ input }) => deps.afterPurchase.show(input.reference)),
      loadPhotos: fromPromise(async ({ input }) => (input.subjectId ? deps.shop.subjectImages(input.subjectId) : [])),
      downloadItem: fromPromise(({ input }) => deps.afterPurchase.downloadItem(input.itemId, input.acceptedLicence)),
      finalizeDigitals: fromPromise(({ input }) => deps.afterPurchase.finalizeDigitals(input.orderId, input.itemIds)),
      requestArchive: fromPromise(({ input }) => deps.afterPurchase.digitalArchive(input.orderId)),
      saveReceipt: fromPromise(({ input }) => saveReceipt(deps.afterPurchase, deps.saveFile, input)),
      recordPayment: fromPromise(({ input }) => deps.afterPurchase.recordPayment(input.orderId, input.note)),
      orderChange: deps.orderChange,
    },
    actions: {
      track: (_, params) => deps.track([params]),
      openDownload: (_, { url }) => deps.openDownload(url),
    },
  })

import {
  DigitalArchiveResponse,
  DownloadItemResponse,
  FileBlob,
  FinalizeDigitalsResponse,
  OrderItemResponse,
  ShowOrderResponse,
} from './answers'
import type { ApiClient } from './client'

const at = encodeURIComponent

/** C §9: the receipt is saved as the order reference followed by _receipt.pdf. */
export const receiptFileName = (orderReference: string) => `${orderReference}_receipt.pdf`

/** C §7 calls after purchase (issue 14; paths in docs/api.md): the order by reference, downloads, the receipt. */
export const afterPurchaseApi = (api: ApiClient) => ({
  /** C §7 show order by reference: 404 for a cart, another shopper's order or a reference that is none. */
  show: async (reference: string) => (await api(ShowOrderResponse, `/orders/${at(reference)}/show`)).order,
  /**
   * C §7 download item: GET, or PUT with the licence accepted (C §2 "accepting repeats the download flagged as licence
   * accepted"). The answer is the order and the signed link of the file (409 licence_required, 403 not_paid).
   */
  downloadItem: async (itemId: string, acceptedLicence: boolean) =>
    (
      await api(
        DownloadItemResponse,
        `/order_items/${at(itemId)}/download`,
        acceptedLicence ? { method: 'PUT', body: { orderItem: { acceptedLicence: true } } } : {},
      )
    ).data,
  /** C §7 finalize digitals: the licence accepted for these digital items at once (before download all). */
  finalizeDigitals: async (orderId: string, itemIds: readonly string[]) =>
    (
      await api(FinalizeDigitalsResponse, `/orders/${at(orderId)}/finalize_digitals`, {
        method: 'POST',
        body: { order: { orderItems: itemIds.map((id) => ({ id, acceptedLicence: true })) } },
      })
    ).data.order,
  /** C §7 download all: a fresh signed link to the ZIP of every purchased original, its size and file count. */
  digitalArchive: async (orderId: string) =>
    (await api(DigitalArchiveResponse, `/orders/${at(orderId)}/request_digital_archive`)).data,
  /** Issue 15 point 2 (admin token): the payment of a placed order received, with its note; answers the order paid. */
  recordPayment: async (orderId: string, note: string) =>
    (
      await api(OrderItemResponse, `/orders/${at(orderId)}/record_payment`, {
        method: 'POST',
        body: { payment: { note } },
      })
    ).order,
  /** C §7 receipt: the PDF, fetched with the shopper's Bearer token (a plain link would carry none). */
  receipt: (orderId: string): Promise<Blob> =>
    api(FileBlob, `/orders/${at(orderId)}/receipt`, { responseType: 'blob' }),
})
export type AfterPurchaseApi = ReturnType<typeof afterPurchaseApi>

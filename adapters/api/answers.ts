// Issue 17 point 2: no schema library in the browser. The server is the trust boundary: it decodes every request and
// encodes every answer with core/schemas, so the browser takes an answer as its typed shape after a cheap check that it
// is an object with its top-level fields (a proxy's HTML page or an empty body fails here, not deep in a view). The
// schemas stay for the server and the tests (tests/api check each answer against them).
import type * as admin from '../../core/schemas/admin'
import type * as afterPurchase from '../../core/schemas/afterPurchase'
import type * as checkout from '../../core/schemas/checkout'
import type * as order from '../../core/schemas/order'
import type * as payment from '../../core/schemas/payment'
import type * as photos from '../../core/schemas/photos'
import type * as productSet from '../../core/schemas/productSet'
import type * as report from '../../core/schemas/report'
import type * as search from '../../core/schemas/search'
import type * as session from '../../core/schemas/session'
import type * as store from '../../core/schemas/store'

/** Reads an answer of type A from what the server sent, or throws BadAnswer. */
export type Answer<A> = (raw: unknown) => A

/** An answer that is not of the expected shape (the client reports it as ApiError 'bad_response'). */
export class BadAnswer extends Error {}

/** An object that has `fields`, taken as an A. */
export const answer =
  <A>(...fields: string[]): Answer<A> =>
  (raw) => {
    const missing = typeof raw === 'object' && raw !== null ? fields.filter((f) => !(f in raw)) : fields
    if (missing.length > 0 || typeof raw !== 'object' || raw === null)
      throw new BadAnswer(`Unexpected answer from the server: no ${missing.join(', ') || 'object'}`)
    return raw as A
  }

/** A file (the receipt's PDF). */
export const FileBlob: Answer<Blob> = (raw) => {
  if (raw instanceof Blob) return raw
  throw new BadAnswer('Unexpected answer from the server: not a file')
}

/** Anything: the caller reads nothing of it but its redirect-to field. */
export const AnyAnswer: Answer<unknown> = (raw) => raw

type T<S extends { Type: unknown }> = S['Type']

export const AdminOrderResponse = answer<T<typeof admin.AdminOrderResponse>>('order')
export const ShowOrderResponse = answer<T<typeof afterPurchase.ShowOrderResponse>>('order')
export const DownloadItemResponse = answer<T<typeof afterPurchase.DownloadItemResponse>>('data')
export const FinalizeDigitalsResponse = answer<T<typeof afterPurchase.FinalizeDigitalsResponse>>('data')
export const DigitalArchiveResponse = answer<T<typeof afterPurchase.DigitalArchiveResponse>>('data')
export const SaveItemOptionsResponse = answer<T<typeof afterPurchase.SaveItemOptionsResponse>>('data')
export const CheckoutResponse = answer<T<typeof checkout.CheckoutResponse>>('checkoutRequirements')
export const AddressValidateResponse = answer<T<typeof checkout.AddressValidateResponse>>('data')
export const AddressSuggestionsResponse = answer<T<typeof checkout.AddressSuggestionsResponse>>('addresses')
export const OrderResponse = answer<T<typeof order.OrderResponse>>('order')
export const CreateOrderResponse = answer<T<typeof order.CreateOrderResponse>>('data')
export const OrderItemResponse = answer<T<typeof order.OrderItemResponse>>('order')
export const OrderFormResponse = answer<T<typeof order.OrderFormResponse>>('data')
export const OrderImageOptionsResponse = answer<T<typeof order.OrderImageOptionsResponse>>('order')
export const PaymentAnswer = answer<T<typeof payment.PaymentAnswer>>('order', 'requiresAction')
export const SandboxPaymentMethod = answer<T<typeof payment.SandboxPaymentMethod>>('id', 'card')
export const GalleryResponse = answer<T<typeof photos.GalleryResponse>>('gallery')
export const GalleryImagesResponse = answer<T<typeof photos.GalleryImagesResponse>>('gallery', 'paging')
export const SubjectsResponse = answer<T<typeof photos.SubjectsResponse>>('subjects')
export const SubjectResponse = answer<T<typeof photos.SubjectResponse>>('subject')
export const SubjectImagesResponse = answer<T<typeof photos.SubjectImagesResponse>>('data')
export const FavouriteResponse = answer<T<typeof photos.FavouriteResponse>>('favourite')
export const YearbookSelectionResponse = answer<T<typeof photos.YearbookSelectionResponse>>('yearbookSelection')
export const TrackResponse = answer<T<typeof photos.TrackResponse>>('track')
export const ProductSetResponse = answer<T<typeof productSet.ProductSetResponse>>('productSet')
export const ProductOptionGroupResponse = answer<T<typeof productSet.ProductOptionGroupResponse>>('productOptionGroup')
export const FunnelReportResponse = answer<T<typeof report.FunnelReportResponse>>('report')
export const SearchByCodeResponse = answer<T<typeof search.SearchByCodeResponse>>('data')
export const StoreUserResponse = answer<T<typeof search.StoreUserResponse>>('token')
export const ClientSessionResponse = answer<T<typeof session.ClientSessionResponse>>('clientSession')
export const StoreResponse = answer<T<typeof store.StoreResponse>>('store')
export const MemberResponse = answer<T<typeof store.MemberResponse>>('member')

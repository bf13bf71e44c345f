// Issue 15 point 3: the events the shop tracks (C §7 "Tracking", B §7 POST /tracks), named once for the machines
// that send them, the server that stores them and the funnel report that reads them.

/** Every event of C §7 and B, plus Shop Opened (the funnel's first step: the shop's startup finished). */
export const TRACK_EVENTS = [
  'Shop Opened',
  'Cart Created',
  'Cart Removed',
  'Cart Viewed',
  'Coupon Entered',
  'Coupon Applied',
  'Coupon Denied',
  'Coupon Removed',
  'Checkout Started',
  'Checkout Step Viewed',
  'Checkout Step Completed',
  'Customer Details Entered',
  'Payment Entered',
  'Payment Success',
  'Payment Failed',
  'Order Completed',
  'Order Form Submitted',
  'Order Form Updated',
  'Digital Product Downloaded',
  'Image Options Viewed',
  'Image Selected',
  'Image Cropped',
  'Image Crop Cleared',
  'Product Added',
  'Product Removed',
] as const
export type TrackEvent = (typeof TRACK_EVENTS)[number]

/** A track's properties are flat: at most 50, each a scalar, so a report reads them without walking a tree. */
export type TrackProperties = Readonly<Record<string, string | number | boolean | null>>
export const MAX_TRACK_PROPERTIES = 50

/** Issue 15 "events are stored with bounded size": a POST /tracks body over this is refused (413). */
export const MAX_TRACK_BYTES = 4 * 1024

/** Issue 15 point 4: the studio's funnel, from the shop opened to the order completed, in order. */
export const FUNNEL_STEPS = [
  'Shop Opened',
  'Cart Created',
  'Checkout Started',
  'Payment Entered',
  'Order Completed',
] as const satisfies readonly TrackEvent[]
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

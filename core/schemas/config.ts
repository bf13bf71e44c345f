import { Schema } from 'effect'

/** DESIGN decision 10: what the server tells the page in the root element's data-config attribute. */
export const AppConfig = Schema.Union([
  Schema.Struct({
    page: Schema.Literal('shop'),
    apiBase: Schema.String,
    language: Schema.String,
    /** Null when the session in the address is unknown: startup then fails and shows the load-failure page. */
    storeId: Schema.NullOr(Schema.String),
    clientSessionId: Schema.String,
    basename: Schema.String,
  }),
  /** `admin`: the studio's admin area at /admin (issue 15: sign-in, open an order, the funnel report at /admin/report). */
  Schema.Struct({
    page: Schema.Literals(['access', 'admin', 'notFound']),
    apiBase: Schema.String,
    language: Schema.String,
  }),
])
export type AppConfig = typeof AppConfig.Type
export type ShopConfig = Extract<AppConfig, { page: 'shop' }>

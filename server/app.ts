import { Hono } from 'hono'
import { bearerAuth } from './auth'
import { errorAnswer, HttpError } from './http'
import { idempotency } from './idempotency'
import { requestLimits } from './requestLimits'
import { addressRoutes } from './routes/addresses'
import { adjustmentRoutes } from './routes/adjustments'
import { adminRoutes, adminSessionRoutes } from './routes/admin'
import { afterPurchaseRoutes } from './routes/afterPurchase'
import { configRoutes } from './routes/config'
import { couponRoutes } from './routes/coupons'
import { downloadFileRoutes, downloadRoutes } from './routes/downloads'
import type { AppEnv, Deps } from './routes/env'
import { identityRoutes } from './routes/identity'
import { imageOptionRoutes } from './routes/imageOptions'
import { orderRoutes } from './routes/orders'
import { paymentNotificationRoutes, paymentRoutes } from './routes/payments'
import { photoRoutes } from './routes/photos'
import { receiptRoutes } from './routes/receipts'
import { reportRoutes } from './routes/reports'
import { sandboxRoutes } from './routes/sandbox'
import { shopRoutes } from './routes/shop'

/** The shop API under /api (DESIGN decision 3). The page and static files are mounted by main.ts. */
export const createApi = (deps: Deps) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps)
      await next()
      // Issue 11: private answers are never kept by a browser or a proxy, unless a route says how (catalog ETags).
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
    })
    .use(...requestLimits)
    .route('/', identityRoutes)
    .route('/', configRoutes)
    .route('/', paymentNotificationRoutes)
    // Issue 15: the admin area's sign-in takes the admin token in its body, before any bearer token.
    .route('/', adminSessionRoutes)
    .use(bearerAuth)
    // After the sign-in check: keys are kept per store user (or for the admin token).
    .use(idempotency)
    .route('/', shopRoutes)
    .route('/', orderRoutes)
    .route('/', couponRoutes)
    .route('/', adjustmentRoutes)
    .route('/', imageOptionRoutes)
    .route('/', afterPurchaseRoutes)
    .route('/', photoRoutes)
    .route('/', addressRoutes)
    .route('/', paymentRoutes)
    .route('/', downloadRoutes)
    .route('/', receiptRoutes)
    .route('/', reportRoutes)
    .route('/', adminRoutes)
    // A sub-app's notFound handler is not used once mounted, so unknown API routes end here.
    .all('*', (c) => {
      const route = { method: c.req.method, path: c.req.path }
      return errorAnswer(new HttpError(404, 'not_found', { id: 'request.no_route', values: route }), c)
    })
    .onError(errorAnswer)

/**
 * The API, the signed download links (issue 14) and the sandbox card gateway's pages and calls beside it when the shop
 * has one (outside /api's auth).
 */
export const createApp = (deps: Deps) => {
  const app = new Hono().route('/api', createApi(deps)).route('/downloads', downloadFileRoutes(deps))
  return deps.sandbox ? app.route('/sandbox', sandboxRoutes(deps.sandbox)) : app
}

import { type CSSProperties, lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useRef } from 'react'
import { Redirect, Route, Router, Switch, useLocation } from 'wouter'
import { useAdminMode } from '../../adapters/react/admin'
import { afterPaint, pageCommitted } from '../../adapters/react/afterPaint'
import { ConfigureProvider } from '../../adapters/react/configure'
import { navigateAroundDialogs } from '../../adapters/react/dialogHistory'
import { FormattedMessage } from '../../adapters/react/intl'
import { PhotosProvider } from '../../adapters/react/photos'
import { shopPageOf } from '../../adapters/react/root'
import { ShopProvider } from '../../adapters/react/shop'
import { StartupProvider, useStartupView } from '../../adapters/react/startup'
import { SubjectSearchProvider } from '../../adapters/react/subjectSearch'
import type { ShopConfig } from '../../core/schemas/config'
import type { ShopPage } from '../../core/shopPages'
import { LoadBoundary, LoadFailed } from '../components/LoadBoundary'
import { lazyPage } from '../components/lazyPage'
import { RouteLoading } from '../components/RouteLoading'
import { ShopIntl } from '../components/ShopIntl'
import { Spinner } from '../components/Spinner'
import { AlertIcon, PauseIcon, StatusPage } from '../components/StatusPage'
import { Toasts } from '../components/Toasts'
import { YearbookGate } from '../photos/YearbookGate'
import { ShopHeader } from './ShopHeader'
import { StageBanner } from './StageBanner'
import { StepIndicator } from './StepIndicator'

// Issue 17 point 2: each route is its own chunk, preloaded by the server on its own path (server/preload.ts);
// checkout, payment and order completion (with the checkout flow) come only with those routes.
const CatalogPage = lazyPage(() => import('./CatalogPage').then((m) => m.CatalogPage))
const CartPage = lazyPage(() => import('./CartPage').then((m) => m.CartPage))
const GalleriesPage = lazyPage(() => import('../photos/GalleriesPage').then((m) => m.GalleriesPage))
const GalleryImagesPage = lazyPage(() => import('../photos/GalleryImagesPage').then((m) => m.GalleryImagesPage))
const YearbookPage = lazyPage(() => import('../photos/YearbookPage').then((m) => m.YearbookPage))
const CheckoutRoutes = lazyPage(() => import('../checkout/CheckoutRoutes').then((m) => m.CheckoutRoutes))
const OrderPage = lazyPage(() => import('../order/OrderPage').then((m) => m.OrderPage))

/** Each shop page's chunk (core/shopPages.ts); checkout's later pages load inside checkout's. */
const PAGES: Record<ShopPage, { preload: () => Promise<unknown> }> = {
  catalog: CatalogPage,
  galleryImages: GalleryImagesPage,
  galleries: GalleriesPage,
  yearbook: YearbookPage,
  cart: CartPage,
  payment: CheckoutRoutes,
  paymentResult: CheckoutRoutes,
  orderComplete: CheckoutRoutes,
  checkout: CheckoutRoutes,
  order: OrderPage,
}
// Closed at the first render: the dialogs and spinner over the pages come once it has painted.
const ShopOverlays = lazy(afterPaint(() => import('./ShopOverlays').then((m) => ({ default: m.ShopOverlays }))))
const LazyAdminBanner = lazy(() => import('./AdminBanner').then((m) => ({ default: m.AdminBanner })))

/** B §2: the admin banner tops every shop page in admin mode; a parent's phone never downloads its code (issue 17). */
const AdminBanner = () =>
  useAdminMode() ? (
    <LoadBoundary fallback={<LoadFailed className="bg-purple-50 px-4 py-1.5" />}>
      <Suspense fallback={null}>
        <LazyAdminBanner />
      </Suspense>
    </LoadBoundary>
  ) : null

/** A shop under its basename: startup, then the layout, its numbers and dates in the store's locale. */
export const Shop = ({ config, path }: { config: ShopConfig; path: string }) => (
  <Router base={config.basename} aroundNav={navigateAroundDialogs}>
    <StartupProvider config={config} path={path}>
      <ShopIntl language={config.language}>
        <ShopLayout config={config} path={path} />
      </ShopIntl>
    </StartupProvider>
  </Router>
)

/** B §2 layout (machines/startupView.ts): unavailable page first, then the load-failure page, then the shop once loaded. */
export const ShopLayout = ({ config, path }: { config: ShopConfig; path: string }) => {
  // The loaded shop (its actors and header) renders in a deferred render, which React splits into short tasks; the
  // loading shell stays until it is done. Rendered at once, it was one long task (issue 17 point 3, blocking time).
  const view = useDeferredValue(useStartupView())
  // B §2: the admin banner tops every shop page, these too (the admin can always log out).
  if (view.page === 'unavailable' || view.page === 'failed')
    return (
      <>
        <AdminBanner />
        <StatusPage
          message={view.message}
          tone={view.tone}
          icon={view.page === 'unavailable' ? <PauseIcon /> : <AlertIcon />}
          shop={view.page === 'unavailable' ? view.shop : null}
        />
      </>
    )
  if (view.page === 'loading')
    return (
      <>
        <AdminBanner />
        <LoadingShell path={path} />
      </>
    )
  const { store, productSet, clientSession, subject, stage, homeRoute } = view
  const theme = { '--store-primary': view.theme.primary, '--store-accent': view.theme.accent } as CSSProperties
  return (
    <ShopProvider config={config} store={store} productSet={productSet} clientSession={clientSession} subject={subject}>
      <PhotosProvider config={config}>
        <ConfigureProvider config={config}>
          <SubjectSearchProvider config={config} clientSession={clientSession} subject={subject}>
            <div style={theme} className="flex min-h-dvh flex-col">
              <SkipLink />
              <AdminBanner />
              <ShopHeader header={view.header} />
              <StepIndicator steps={view.header.steps} />
              <StageBanner />
              <FocusHeadingOnRouteChange />
              {/* The skip link's target; a route change moves the focus to the page's heading inside it. */}
              <div id={CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
                <LoadBoundary fallback={<LoadFailed className="mx-auto max-w-6xl p-4" />}>
                  <Suspense fallback={<RouteLoading />}>
                    <AfterTheHeader>
                      <Switch>
                        <Route path="/">
                          <Redirect to={homeRoute} replace />
                        </Route>
                        <Route path="/catalog">
                          <YearbookGate>
                            <CatalogPage productSet={productSet} store={store} stage={stage} slug={null} />
                          </YearbookGate>
                        </Route>
                        <Route path="/catalog/category/:slug">
                          {(params) => (
                            <YearbookGate>
                              <CatalogPage productSet={productSet} store={store} stage={stage} slug={params.slug} />
                            </YearbookGate>
                          )}
                        </Route>
                        <Route path="/galleries">
                          <GalleriesPage />
                        </Route>
                        <Route path="/galleries/:id/images">
                          {(params) => <GalleryImagesPage key={params.id} galleryId={params.id} />}
                        </Route>
                        <Route path="/yearbook">
                          <YearbookPage />
                        </Route>
                        <Route path="/view">
                          <CartPage productSet={productSet} store={store} />
                        </Route>
                        {/* C §2 the steps, payment in progress and order complete, under one checkout flow. */}
                        <Route path={CHECKOUT_PATHS}>
                          <CheckoutRoutes store={store} />
                        </Route>
                        {/* C §2 order view and downloads; it loads even when the cart is unavailable (C §6). */}
                        <Route path="/order/:reference">
                          {(params) => <OrderPage key={params.reference} store={store} reference={params.reference} />}
                        </Route>
                        <Route>
                          <StatusPage message="app.not_found" tone="info" icon={<AlertIcon />} />
                        </Route>
                      </Switch>
                    </AfterTheHeader>
                  </Suspense>
                </LoadBoundary>
              </div>
              <LoadBoundary
                fallback={
                  <LoadFailed className="fixed inset-x-0 bottom-0 z-50 justify-center bg-white p-3 shadow-lg" />
                }
              >
                <Suspense fallback={null}>
                  <ShopOverlays />
                </Suspense>
              </LoadBoundary>
              <Toasts />
            </div>
          </SubjectSearchProvider>
        </ConfigureProvider>
      </PhotosProvider>
    </ShopProvider>
  )
}

const CONTENT_ID = 'content'

/**
 * The page under the header renders in a render of its own, just after the shop's (a deferred one, which React may
 * pause for input): rendered with it, the two made one long task (issue 17 point 3, total blocking time). Once it has
 * committed, what waits for the page's paint loads (afterPaint).
 */
const AfterTheHeader = ({ children }: { children: ReactNode }) => {
  const page = useDeferredValue(true, false)
  useEffect(() => {
    if (page) pageCommitted()
  }, [page])
  return page ? children : <RouteLoading />
}

/** The paths of ui/checkout/CheckoutRoutes.tsx. */
const CHECKOUT_PATHS = /^\/(?:checkout(?:\/.*)?|payment\/result|order\/complete\/[^/]+)$/

/** Issue 16 point 6: the first thing a keyboard reaches, shown when focused, skipping the header and the steps. */
const SkipLink = () => (
  <a
    href={`#${CONTENT_ID}`}
    className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-strong shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
  >
    <FormattedMessage id="app.skip_to_content" />
  </a>
)

/**
 * Issue 16 point 6: after a route change the focus goes to the new page's heading (not left on <body>), so a screen
 * reader announces where the parent is. Not on the first page (its redirect from the root included), and not while a
 * dialog holds the focus. The heading may arrive a few frames after the route (a page loading), hence the short wait.
 */
const FocusHeadingOnRouteChange = () => {
  const [path] = useLocation()
  const previous = useRef(path)
  useEffect(() => {
    const from = previous.current
    previous.current = path
    const content = document.getElementById(CONTENT_ID)
    if (from === path || from === '/' || !content) return
    // The focus goes to the heading once the page shows it: a page whose code is still loading (issue 17 routes
    // load lazily) shows it later. An open dialog keeps the focus.
    const focusHeading = () => {
      if (document.querySelector('dialog[open]')) return true
      // The page left behind stays hidden in the DOM until the next one's code arrives: its heading takes no focus.
      const heading = [...content.querySelectorAll<HTMLElement>('h1, h2')].find((h) => h.checkVisibility())
      if (!heading) return false
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus()
      return document.activeElement === heading
    }
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    const frame = requestAnimationFrame(() => {
      if (!focusHeading()) observer.observe(content, { childList: true, subtree: true })
    })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [path])
  return null
}

/**
 * While the shop's first reads are out, the page's chunk loads (the server has it on its way), so the page can render
 * as soon as they are in (ui/components/lazyPage.tsx) instead of suspending, which React follows with a 300 ms hold.
 */
const LoadingShell = ({ path }: { path: string }) => {
  useEffect(() => {
    const page = shopPageOf(path)
    // A chunk that fails shows in the page's load boundary when the page renders.
    if (page) PAGES[page].preload().catch(() => {})
  }, [path])
  return <ShopSkeleton />
}

/** The shape of the shop while startup runs, so nothing jumps when it arrives. */
const ShopSkeleton = () => (
  <div className="flex min-h-dvh flex-col" aria-busy="true">
    <div className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <div className="h-12 w-48 animate-pulse rounded bg-stone-200" />
        <Spinner />
      </div>
    </div>
    <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-4 p-4 md:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="aspect-[3/4] animate-pulse rounded-xl bg-stone-200" />
      ))}
    </div>
  </div>
)

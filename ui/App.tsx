import { lazy, Suspense } from 'react'
import { IntlProvider, type MessageFormatElement } from '../adapters/react/intl'
import type { AppConfig } from '../core/schemas/config'
import { LoadBoundary, LoadFailed } from './components/LoadBoundary'
import { Spinner } from './components/Spinner'
import { AlertIcon, StatusPage } from './components/StatusPage'

// Issue 17 point 2: each page is its own chunk, preloaded by the server for the page it renders (server/preload.ts).
const AccessCodePage = lazy(() => import('./access/AccessCodePage').then((m) => ({ default: m.AccessCodePage })))
const AdminArea = lazy(() => import('./admin/AdminArea').then((m) => ({ default: m.AdminArea })))
const Shop = lazy(() => import('./shop/ShopLayout').then((m) => ({ default: m.Shop })))

/** Picks the page the server configured: the access-code form, the admin area, a shop under its basename, or not found. */
export const App = ({
  config,
  path,
  messages,
}: {
  config: AppConfig
  path: string
  messages: Record<string, MessageFormatElement[]>
}) => (
  <IntlProvider locale={config.language} messages={messages}>
    <LoadBoundary fallback={<LoadFailed className="min-h-dvh justify-center p-6 text-center" />}>
      <Suspense fallback={<PageLoading />}>
        {config.page === 'access' ? (
          <AccessCodePage apiBase={config.apiBase} language={config.language} />
        ) : config.page === 'admin' ? (
          <AdminArea apiBase={config.apiBase} language={config.language} />
        ) : config.page === 'shop' ? (
          <Shop config={config} path={path} />
        ) : (
          <StatusPage message="app.not_found" tone="info" icon={<AlertIcon />} />
        )}
      </Suspense>
    </LoadBoundary>
  </IntlProvider>
)

/** While a page's chunk arrives (already on its way: the server preloads it). */
export const PageLoading = () => (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner />
  </div>
)

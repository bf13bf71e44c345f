import { Suspense } from 'react'
import { IntlProvider, type MessageFormatElement } from '../adapters/react/intl'
import type { AppConfig } from '../core/schemas/config'
import { LoadBoundary, LoadFailed } from './components/LoadBoundary'
import { lazyPage } from './components/lazyPage'
import { Spinner } from './components/Spinner'
import { AlertIcon, StatusPage } from './components/StatusPage'

// Issue 17 point 2: each page is its own chunk, preloaded by the server for the page it renders (server/preload.ts).
const AccessCodePage = lazyPage(() => import('./access/AccessCodePage').then((m) => m.AccessCodePage))
const AdminArea = lazyPage(() => import('./admin/AdminArea').then((m) => m.AdminArea))
const Shop = lazyPage(() => import('./shop/ShopLayout').then((m) => m.Shop))

/**
 * The configured page's chunk, for ui/render.tsx to load before the first render: a page that suspends shows the
 * fallback, and React then holds the page back until 300 ms after it (issue 17 point 3: the shop's loaded render
 * waited for that, not for its reads). The chunk is preloaded by the server, so this is its evaluation.
 */
export const loadPage = (config: AppConfig): Promise<unknown> => PAGES[config.page]?.preload() ?? Promise.resolve()

const PAGES: Partial<Record<AppConfig['page'], { preload: () => Promise<unknown> }>> = {
  access: AccessCodePage,
  admin: AdminArea,
  shop: Shop,
}

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
  <div className="flex min-h-dvh items-center justify-center" data-testid="page-loading">
    <Spinner />
  </div>
)

import { IntlProvider } from 'react-intl'
import { Router } from 'wouter'
import { navigateAroundDialogs } from '../adapters/react/dialogHistory'
import { StartupProvider } from '../adapters/react/startup'
import type { AppConfig } from '../core/schemas/config'
import { AccessCodePage } from './access/AccessCodePage'
import { AdminArea } from './admin/AdminArea'
import { ShopIntl } from './components/ShopIntl'
import { AlertIcon, StatusPage } from './components/StatusPage'
import { messagesFor } from './messages'
import { ShopLayout } from './shop/ShopLayout'

/** Picks the page the server configured: the access-code form, the admin area, a shop under its basename, or not found. */
export const App = ({ config, path }: { config: AppConfig; path: string }) => (
  <IntlProvider locale={config.language} defaultLocale="en" messages={messagesFor(config.language)}>
    {config.page === 'access' ? (
      <AccessCodePage apiBase={config.apiBase} language={config.language} />
    ) : config.page === 'admin' ? (
      <AdminArea apiBase={config.apiBase} language={config.language} />
    ) : config.page === 'shop' ? (
      <Router base={config.basename} aroundNav={navigateAroundDialogs}>
        <StartupProvider config={config} path={path}>
          <ShopIntl language={config.language}>
            <ShopLayout config={config} />
          </ShopIntl>
        </StartupProvider>
      </Router>
    ) : (
      <StatusPage message="app.not_found" tone="info" icon={<AlertIcon />} />
    )}
  </IntlProvider>
)

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRoot } from '../adapters/react/root'
import { startShopReads } from '../adapters/react/shopReads'
import { App } from './App'
import { readMessages } from './messages/load'
import './styles.css'

const { root, config, path } = readRoot()
// A shop's first reads go out now, while its code is still arriving and the first render runs.
const shopReads = config.page === 'shop' ? startShopReads(config) : null
createRoot(root).render(
  <StrictMode>
    <App config={config} path={path} messages={readMessages(document)} shopReads={shopReads} />
  </StrictMode>,
)

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { AppConfig } from '../core/schemas/config'
import { App, loadPage } from './App'
import { readMessages } from './messages/load'

/**
 * Renders the configured page into the root once its chunk is in (ui/main.tsx loads this module). Until then the page's
 * HTML shows its spinner; a chunk that failed to load shows its error in the render.
 */
export const render = ({ root, config, path }: { root: HTMLElement; config: AppConfig; path: string }) => {
  const draw = () =>
    createRoot(root).render(
      <StrictMode>
        <App config={config} path={path} messages={readMessages(document)} />
      </StrictMode>,
    )
  loadPage(config).then(draw, draw)
}

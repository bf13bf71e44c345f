import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadMessages } from '../adapters/react/messages'
import type { AppConfig } from '../core/schemas/config'
import { App, loadPage } from './App'

/**
 * Renders the configured page into the root once its chunk and its messages are in (ui/main.tsx loads this module).
 * Until then the page's HTML shows its spinner; a chunk that failed to load shows its error in the render.
 */
export const render = async ({ root, config, path }: { root: HTMLElement; config: AppConfig; path: string }) => {
  const [messages] = await Promise.all([loadMessages(root), loadPage(config).catch(() => {})])
  createRoot(root).render(
    <StrictMode>
      <App config={config} path={path} messages={messages} />
    </StrictMode>,
  )
}

import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { loadMessages } from '../adapters/react/messages'
import { inOwnTask } from '../adapters/react/ownTask'
import type { AppConfig } from '../core/schemas/config'
import { App, loadPage } from './App'

/**
 * Renders the configured page into the root once its chunk and its messages are in (ui/main.tsx loads this module).
 * Until then the page's HTML shows its spinner; a chunk that failed to load shows its error in the render. The first
 * render is a transition, which React renders in slices of a few milliseconds: as one task it held a phone's main
 * thread for 100 ms and more (issue 17 point 3, total blocking time), with the page's scripts still to run.
 */
export const render = async ({ root, config, path }: { root: HTMLElement; config: AppConfig; path: string }) => {
  // The page's chunk is evaluated in a task of its own too, not straight after React's (ui/main.tsx).
  const page = inOwnTask(() => loadPage(config))
  const [messages] = await Promise.all([loadMessages(root), page.catch(() => {})])
  const app = createRoot(root)
  startTransition(() =>
    app.render(
      <StrictMode>
        <App config={config} path={path} messages={messages} />
      </StrictMode>,
    ),
  )
}

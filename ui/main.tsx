import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRoot } from '../adapters/react/root'
import { App } from './App'
import { loadMessages } from './messages/load'
import './styles.css'

const { root, config, path } = readRoot()
// The page's messages arrive with its first chunks (the server preloads them, server/preload.ts).
loadMessages(config.language).then((messages) =>
  createRoot(root).render(
    <StrictMode>
      <App config={config} path={path} messages={messages} />
    </StrictMode>,
  ),
)

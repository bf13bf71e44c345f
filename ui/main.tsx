import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRoot } from '../adapters/react/root'
import { App } from './App'
import { readMessages } from './messages/load'
import './styles.css'

const { root, config, path } = readRoot()
createRoot(root).render(
  <StrictMode>
    <App config={config} path={path} messages={readMessages(document)} />
  </StrictMode>,
)

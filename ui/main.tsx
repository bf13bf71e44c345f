import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRoot } from '../adapters/react/root'
import { App, preloadPage } from './App'
import { readMessages } from './messages/load'
import './styles.css'

const { root, config, path, shopPage } = readRoot()
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App config={config} path={path} messages={readMessages(document)} />
    </StrictMode>,
  )
// Should a chunk fail, the page renders all the same and its load boundary says so.
preloadPage(config, shopPage).then(render, render)

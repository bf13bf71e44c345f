import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRoot } from '../adapters/react/root'
import { App, loadPage } from './App'
import { readMessages } from './messages/load'
import './styles.css'

const { root, config, path } = readRoot()
// The page's HTML shows a spinner until the page's chunk is in; one that failed to load shows its error in the render.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App config={config} path={path} messages={readMessages(document)} />
    </StrictMode>,
  )
loadPage(config).then(render, render)

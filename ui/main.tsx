import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRoot } from '../adapters/react/root'
import { App } from './App'
import './styles.css'

const { root, config, path } = readRoot()
createRoot(root).render(
  <StrictMode>
    <App config={config} path={path} />
  </StrictMode>,
)

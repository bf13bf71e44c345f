import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readConfig } from '../adapters/config'
import { App } from './App'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const config = readConfig(root)
const path = config.page === 'shop' ? window.location.pathname.slice(config.basename.length) || '/' : '/'
createRoot(root).render(
  <StrictMode>
    <App config={config} path={path} />
  </StrictMode>,
)

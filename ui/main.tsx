import { firstReadsOf } from '../adapters/react/firstReads'
import { inOwnTask } from '../adapters/react/ownTask'
import { readRoot, showLoadFailed } from '../adapters/react/root'
import { GALLERY_FIRST_ROW } from './photos/grid'
import './styles.css'

// Issue 17 point 3: this entry is small and loads nothing else first, so a shop's first reads leave as soon as it runs,
// while React and the page's chunks (preloaded by the server, server/preload.ts) are still on their way, rather than
// once they have all come and run. The shop's providers take those reads (adapters/react/firstReads.ts).
const page = readRoot()
if (page.config.page === 'shop') firstReadsOf(page.config, GALLERY_FIRST_ROW)
// React's renderer, then the app's chunk, each evaluated in a task of its own: over HTTP/2 they are in by now, and
// evaluated straight after the reads, or after each other, they made one long task (issue 17 point 3, blocking time).
// If they do not come (the network lost), the page says so in place of its spinner, with a reload.
inOwnTask(() => import('react-dom/client'))
  .catch(() => {})
  .then(() => inOwnTask(() => import('./render')))
  .then(
    ({ render }) => render(page),
    (error) => {
      console.error('The storefront did not load', error)
      showLoadFailed(page.root)
    },
  )

let shown: () => void = () => {}
const pageShown = new Promise<void>((resolve) => {
  shown = resolve
})

/**
 * Issue 17 point 3: code the page's first paint does not need (the product panels, the dialogs over the pages, the
 * order form's controls, tracking) is asked for once the shop's page has painted. Asked for with the page's render,
 * it shared a phone's network and processor with what the parent waits to see: on the catalog some 55 kB of script
 * was on its way before the page's text painted. An idle callback is no such signal: the page renders in passes
 * (the shop, then the page under its header), and the main thread is idle between them.
 */
export const afterPaint =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    pageShown.then(load)

/**
 * The shop's layout calls this once the page under its header has committed. What waits starts when the browser
 * reports the page's largest paint as shown (its report comes once the frame is on the screen, which on these
 * machines was up to 70 ms after the main thread painted it), or `PRESENTED_WAIT_MS` after the commit when the page
 * adds nothing larger than the header; without such reports, after the next frame. Once per page load.
 */
export const pageCommitted = () => {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    requestAnimationFrame(() => setTimeout(shown, 0))
    return
  }
  const observer = new PerformanceObserver(() => done())
  const timer = setTimeout(() => done(), PRESENTED_WAIT_MS)
  const done = () => {
    observer.disconnect()
    clearTimeout(timer)
    shown()
  }
  observer.observe({ type: 'largest-contentful-paint' })
}

const PRESENTED_WAIT_MS = 300

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
 * The shop's layout calls this once the page under its header has committed: what waits starts after the frame
 * that draws it (a timer set in the frame's callback runs after that frame is painted). Once per page load.
 */
export const pageCommitted = () => requestAnimationFrame(() => setTimeout(shown, 0))

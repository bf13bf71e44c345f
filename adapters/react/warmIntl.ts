import IntlWarm from './warmIntl.worker?worker&inline'

/**
 * Issue 17 point 3: a page's first Intl formatter loads the locale's data, 50-80 ms of the main thread on these
 * machines (200 and more with the CPU 4× slower), and the shop's first render, or tasks of their own while its first
 * reads were out, paid it. That data is the renderer process's, not a thread's: a worker that makes the formatters
 * first leaves the page's own to be made in under a millisecond (measured in Chromium, 4 pages each way). Where a
 * worker cannot start, the page's first formatter pays it, in the first render that formats.
 */
export const warmIntl = (language: string) => {
  if (typeof Worker === 'undefined') return
  try {
    new IntlWarm({ name: language })
  } catch (error) {
    console.warn('Intl is made on the page', error)
  }
}

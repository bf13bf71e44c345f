// Issue 17 point 3: what the page's first paint does not need (panels, overlays, the order form's controls, tracking,
// checkout's address data) is asked for once the page under the header is on the screen, never with its render.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A PerformanceObserver that reports the page's largest paint when the test says so. */
const fakeObserver = () => {
  const observers: { callback: () => void; disconnected: boolean }[] = []
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint']
    private readonly own: { callback: () => void; disconnected: boolean }
    constructor(callback: () => void) {
      this.own = { callback, disconnected: false }
      observers.push(this.own)
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true
    }
  }
  const reportLargestPaint = () => {
    for (const o of observers) if (!o.disconnected) o.callback()
  }
  return { Observer, reportLargestPaint, observers }
}

const fresh = async () => {
  vi.resetModules()
  return import('../../adapters/react/afterPaint')
}

/** A fresh module in a browser that reports paints, with one load asked for through it (answering `answer`). */
const withPaintReports = async (answer: string) => {
  const fake = fakeObserver()
  vi.stubGlobal('PerformanceObserver', fake.Observer)
  const module = await fresh()
  const load = vi.fn(async () => answer)
  return { ...fake, ...module, load, asked: module.afterPaint(load)() }
}

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('loads nothing before the page has committed, and once the browser reports its largest paint shown', async () => {
    const { reportLargestPaint, observers, pageCommitted, load, asked } = await withPaintReports('panels')
    await vi.advanceTimersByTimeAsync(1000)
    expect(load).not.toHaveBeenCalled()
    pageCommitted()
    await vi.advanceTimersByTimeAsync(100)
    expect(load).not.toHaveBeenCalled()
    reportLargestPaint()
    expect(await asked).toBe('panels')
    expect(load).toHaveBeenCalledTimes(1)
    expect(observers.every((o) => o.disconnected)).toBe(true)
  })

  it('a page that paints nothing larger than its header loads them 300 ms after its commit', async () => {
    const { pageCommitted, load, asked } = await withPaintReports('overlays')
    pageCommitted()
    await vi.advanceTimersByTimeAsync(299)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await asked).toBe('overlays')
  })

  it('without paint reports, after the frame that draws the page; once shown, what asks later loads at once', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const { afterPaint, pageCommitted } = await fresh()
    const load = vi.fn(async () => 'tracking')
    const asked = afterPaint(load)()
    pageCommitted()
    await vi.advanceTimersByTimeAsync(50)
    expect(load).not.toHaveBeenCalled()
    for (const frame of frames.splice(0)) frame()
    await vi.advanceTimersByTimeAsync(0)
    expect(await asked).toBe('tracking')
    const later = vi.fn(async () => 'address data')
    expect(await afterPaint(later)()).toBe('address data')
  })
})

// Issue 15 point 5, B §2 layout and B §4: the spinner shows while any request runs (the fetch counter above 0), past a
// short delay so a quick call does not flash it, and goes once the last request ends.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestCounter, SPINNER_DELAY_MS } from '../../adapters/busy'
import { IntlProvider } from '../../adapters/react/intl'
import { BusySpinner } from '../../ui/components/Spinner'
import { messagesFor } from '../../ui/messages'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let unmount: () => void

beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <BusySpinner />
      </IntlProvider>,
    ),
  )
  unmount = () => act(() => root.unmount())
})
afterEach(() => {
  unmount()
  container.remove()
  vi.useRealTimers()
})

const spinner = () => container.querySelector('[data-testid="busy-spinner"]')

describe('BusySpinner', () => {
  it('shows once requests have run for the delay, with its spoken label, and goes when the last one ends', () => {
    expect(spinner()).toBeNull()
    act(() => {
      requestCounter.start()
      requestCounter.start()
      vi.advanceTimersByTime(SPINNER_DELAY_MS - 1)
    })
    expect(spinner()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(spinner()?.querySelector('[role="status"]')?.textContent).toBe('Loading…')
    act(() => requestCounter.end())
    expect(spinner()).not.toBeNull()
    act(() => requestCounter.end())
    expect(spinner()).toBeNull()
  })

  it('a request that ends before the delay never shows it', () => {
    act(() => {
      requestCounter.start()
      vi.advanceTimersByTime(SPINNER_DELAY_MS / 2)
      requestCounter.end()
      vi.advanceTimersByTime(SPINNER_DELAY_MS)
    })
    expect(spinner()).toBeNull()
  })
})

// Issue 17 point 2: the views' messages, dates and numbers through adapters/react/intl.tsx (intl-messageformat and the
// browser's Intl) instead of react-intl: compiled messages as the page carries them, ICU text as tests and the server
// use, values that are elements, and a missing message showing its id (B §2 messages by key).
import { parse } from '@formatjs/icu-messageformat-parser'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createIntl, FormattedMessage, IntlProvider } from '../../adapters/react/intl'
import { bannerContent } from '../../core/banner'
import { deadlineText } from '../../ui/format'
import { messagesFor } from '../../ui/messages'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let cleanup = () => {}
afterEach(() => cleanup())

const render = (node: React.ReactNode) => {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(node))
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
  }
  return container
}

describe('createIntl', () => {
  it.each([
    ['ICU text', 'You have {count, plural, one {# photo} other {# photos}}'],
    ['a compiled message', parse('You have {count, plural, one {# photo} other {# photos}}')],
  ])('formats %s with its plural', (_, message) => {
    const intl = createIntl({ locale: 'en', messages: { photos: message } })
    expect(intl.formatMessage({ id: 'photos' }, { count: 1 })).toBe('You have 1 photo')
    expect(intl.formatMessage({ id: 'photos' }, { count: 3 })).toBe('You have 3 photos')
  })

  it('shows a missing message as its id and says so on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const intl = createIntl({ locale: 'en', messages: {} })
    expect(intl.formatMessage({ id: 'cart.title' })).toBe('cart.title')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cart.title'))
    error.mockRestore()
  })

  it('formats dates, times and numbers in its locale', () => {
    const at = Date.UTC(2026, 10, 24, 17, 5)
    const es = createIntl({ locale: 'es-US', messages: {} })
    expect(es.formatDate(at, { timeZone: 'UTC', dateStyle: 'long' })).toBe('24 de noviembre de 2026')
    const en = createIntl({ locale: 'en-US', messages: {} })
    // A time of day is hours and minutes unless the options say otherwise.
    expect(en.formatTime(at, { timeZone: 'UTC' })).toBe('5:05 PM')
    expect(en.formatTime(at, { timeZone: 'UTC', timeStyle: 'medium' })).toBe('5:05:00 PM')
    expect(en.formatNumber(0.25, { style: 'percent' })).toBe('25%')
  })
})

describe('FormattedMessage', () => {
  it('renders the page language’s message with an element among its values', () => {
    const messages = { greeting: 'Hello {name}, welcome to {shop}' }
    const page = render(
      <IntlProvider locale="en" messages={messages}>
        <FormattedMessage id="greeting" values={{ name: <b>Emma</b>, shop: 'Lincoln Elementary' }} />
      </IntlProvider>,
    )
    expect(page.innerHTML).toBe('Hello <b>Emma</b>, welcome to Lincoln Elementary')
  })

  it('renders the storefront’s Spanish messages', () => {
    const page = render(
      <IntlProvider locale="es" messages={messagesFor('es')}>
        <FormattedMessage id="app.skip_to_content" />
      </IntlProvider>,
    )
    expect(page.textContent).toBe(messagesFor('es')['app.skip_to_content'])
    expect(page.textContent).not.toBe(messagesFor('en')['app.skip_to_content'])
  })
})

describe('deadlineText', () => {
  const at = Date.UTC(2026, 11, 1, 17, 0)

  it('formats the close date only where the banner text names it (B §9 long date, short time, full)', () => {
    const intl = createIntl({ locale: 'en-US', messages: {} })
    const formatDate = vi.spyOn(intl, 'formatDate')
    const formatTime = vi.spyOn(intl, 'formatTime')
    const countdown = { bannerStyle: 'countdown', bannerCountdownText: 'Orders close soon', completesAt: at }
    expect(bannerContent(countdown, deadlineText(intl, at)).text).toBe('Orders close soon')
    expect(formatDate).not.toHaveBeenCalled()
    expect(formatTime).not.toHaveBeenCalled()
    const dated = { bannerStyle: 'dateTime', bannerDateTimeText: 'Orders close at {time}', completesAt: at }
    expect(bannerContent(dated, deadlineText(intl, at)).text).toMatch(/^Orders close at \d{1,2}:00\s?[AP]M$/)
    expect(formatTime).toHaveBeenCalledTimes(1)
    expect(formatDate).not.toHaveBeenCalled()
  })

  it('has no date without a close time', () => {
    const intl = createIntl({ locale: 'en-US', messages: {} })
    expect(deadlineText(intl, null).dateTime).toBeNull()
  })
})

import type { MessageFormatElement } from '../../adapters/react/intl'

/**
 * Issue 17 point 2: the page's own language only, precompiled at build time (scripts/compiledMessages.ts) and put into
 * the page by the server as data (server/page.ts renderPage), so the views format without parsing
 * (adapters/react/intl.tsx) and no script carries them. Tests and the server use the texts (./index.ts).
 */
export const readMessages = (page: Document): Record<string, MessageFormatElement[]> => {
  const json = page.getElementById('messages')?.textContent
  if (!json) throw new Error('The page has no messages (#messages): it was not served by the storefront.')
  return JSON.parse(json)
}

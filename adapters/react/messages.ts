import type { MessageFormatElement } from './intl'

export type CompiledMessages = Record<string, MessageFormatElement[]>

const ATTEMPTS = 3
const RETRY_MS = 500

/**
 * Issue 17 points 2 and 3: the page's own language only, precompiled at build time (scripts/compiledMessages.ts) into
 * a file the server names on the page's root (`data-messages`, server/page.ts) and preloads, so the views format
 * without parsing (./intl.tsx), no script carries them, and a parent's browser keeps them between visits. A failed
 * download is tried again twice; after that, or on a page that names none, the pages render with the messages' ids
 * (and the console says why) rather than leaving the spinner up.
 */
export const loadMessages = async (root: HTMLElement): Promise<CompiledMessages> => {
  const url = root.dataset.messages
  if (!url) {
    console.error('The page names no messages (data-messages): open it through the shop server.')
    return {}
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`The page's messages answered ${response.status}`)
      return (await response.json()) as CompiledMessages
    } catch (error) {
      if (attempt === ATTEMPTS) {
        console.error(error)
        return {}
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt))
    }
  }
}

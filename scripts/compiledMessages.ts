// Issue 17 point 2: the browser gets its messages precompiled, as data. Each language's catalog (ui/messages, English
// filling what a language lacks) is parsed into formatjs ASTs at build time and written as JSON to
// dist/client/.vite/messages/<language>.json; the server puts the page's language into the page as
// `<script type="application/json" id="messages">` (server/page.ts), so no script carries them, the views
// (adapters/react/intl.tsx) need no ICU parser (vite.config.ts points the parser at its no-parser build for the
// browser), and no request waits for them.
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { SUPPORTED_LANGUAGES } from '../core/language'
import { messagesFor } from '../ui/messages'

/** Where the build writes a language's compiled messages, inside the client's output folder. */
export const messagesFile = (language: string) => `.vite/messages/${language}.json`

/** A language's messages as formatjs ASTs, in JSON. */
export const compiledCatalog = (language: string): string =>
  JSON.stringify(Object.fromEntries(Object.entries(messagesFor(language)).map(([key, text]) => [key, parse(text)])))

export const compiledMessages = (): Plugin => ({
  name: 'compiled-messages',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    for (const language of SUPPORTED_LANGUAGES)
      this.emitFile({ type: 'asset', fileName: messagesFile(language), source: compiledCatalog(language) })
  },
})

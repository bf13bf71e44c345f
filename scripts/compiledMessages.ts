// Issue 17 point 2: the browser gets its messages precompiled, as data. Each language's catalog (ui/messages, English
// filling what a language lacks) is parsed into formatjs ASTs at build time and written as a JSON file named by its
// content (assets/messages-<language>-<hash>.json, cached for good like the scripts); `.vite/messages.json` tells the
// server each language's file. The server names the page's in a preload and on its root (server/page.ts), so no
// script carries them, the views (adapters/react/intl.tsx) need no ICU parser (vite.config.ts points the parser at
// its no-parser build for the browser), and they download beside the page's scripts. Issue 17 point 3: in the page
// itself they made it some 21 kB gzip, a second round trip of a new connection (about 14 kB come in the first).
import { createHash } from 'node:crypto'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { SUPPORTED_LANGUAGES } from '../core/language'
import { messagesFor } from '../ui/messages'

/** Where the build writes which file holds each language's messages, inside the client's output folder. */
export const MESSAGES_INDEX = '.vite/messages.json'

/** A language's messages as formatjs ASTs, in JSON. */
export const compiledCatalog = (language: string): string =>
  JSON.stringify(Object.fromEntries(Object.entries(messagesFor(language)).map(([key, text]) => [key, parse(text)])))

/** The file of a language's compiled messages: named by its content, so a changed catalog is a new address. */
export const messagesFile = (language: string, source: string) =>
  `assets/messages-${language}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.json`

export const compiledMessages = (): Plugin => ({
  name: 'compiled-messages',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    const files: Record<string, string> = {}
    for (const language of SUPPORTED_LANGUAGES) {
      const source = compiledCatalog(language)
      files[language] = messagesFile(language, source)
      this.emitFile({ type: 'asset', fileName: files[language], source })
    }
    this.emitFile({ type: 'asset', fileName: MESSAGES_INDEX, source: JSON.stringify(files) })
  },
})

// Issue 17 point 2: the browser gets its messages precompiled. Each language's catalog (ui/messages, English filling
// what a language lacks) is parsed into formatjs ASTs at build time and served as the module
// ui/messages/compiled/<language>.js, so the page loads only its own language and react-intl needs no ICU parser
// (vite.config.ts points the parser at its no-parser build for the browser).
import { resolve } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { SUPPORTED_LANGUAGES } from '../core/language'
import { messagesFor } from '../ui/messages'

/** The import the page uses (ui/messages/load.ts), resolved to a file name the build manifest can key. */
const VIRTUAL = /^virtual:messages\/([a-z]+)$/
const compiledPath = (language: string) => resolve(`ui/messages/compiled/${language}.js`)

export const compiledMessages = (): Plugin => ({
  name: 'compiled-messages',
  resolveId(id, _importer, options) {
    const language = id.match(VIRTUAL)?.[1]
    if (!language || !(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) return null
    // The dev server's dependency scan reads files from disk: it skips this one (it imports no dependency).
    if ((options as { scan?: boolean } | undefined)?.scan) return { id, external: true }
    return compiledPath(language)
  },
  load(id) {
    const language = SUPPORTED_LANGUAGES.find((l) => id === compiledPath(l))
    if (!language) return null
    const asts = Object.fromEntries(Object.entries(messagesFor(language)).map(([key, text]) => [key, parse(text)]))
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(asts))})`
  },
})

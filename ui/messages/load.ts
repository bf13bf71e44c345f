import type { MessageFormatElement } from 'react-intl'

/**
 * Issue 17 point 2: the page's own language only, precompiled at build time (scripts/compiledMessages.ts), so react-intl
 * formats without parsing. Tests and the server use the texts (./index.ts).
 */
export const loadMessages = async (language: string): Promise<Record<string, MessageFormatElement[]>> =>
  (language === 'es' ? await import('virtual:messages/es') : await import('virtual:messages/en')).default

import type { MessageId } from './en'

/** Spanish messages (issue 15): the same ids as en.ts. */
export const es: Partial<Record<MessageId, string>> = {}

// The precompiled catalogs scripts/compiledMessages.ts serves to the page (ui/messages/load.ts).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl'

  const messages: Record<string, MessageFormatElement[]>
  export default messages
}

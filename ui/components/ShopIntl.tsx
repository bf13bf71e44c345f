import type { ReactNode } from 'react'
import { IntlProvider, useIntl } from '../../adapters/react/intl'
import { useFormatLocale } from '../../adapters/react/language'

/**
 * Issue 15: a shop's messages in the page's language, and its numbers, money and dates in the locale of that language
 * with the store's region (es-US for a Spanish page of a US store), once the store is loaded.
 */
export const ShopIntl = ({ language, children }: { language: string; children: ReactNode }) => {
  const { messages } = useIntl()
  const locale = useFormatLocale(language)
  return (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  )
}

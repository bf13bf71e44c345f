import { useIntl } from '../../adapters/react/intl'
import { useLanguageSelector } from '../../adapters/react/language'

/**
 * B §2 language selector in the bottom bar (machines/languageSelectorView.ts): each language named in itself; a choice
 * reloads the page with `?language=`. Hidden when the store offers one language.
 */
export const LanguageSelector = () => {
  const intl = useIntl()
  const { view, reload } = useLanguageSelector()
  if (!view.shown) return null
  return (
    <select
      aria-label={intl.formatMessage({ id: 'language.label' })}
      value={view.current}
      onChange={(e) => {
        const option = view.options.find((o) => o.id === e.target.value)
        if (option && !option.current) reload(option.href)
      }}
      className="min-h-11 shrink-0 rounded-lg border border-stone-300 bg-white px-2 text-sm font-medium text-stone-900"
      data-testid="language-selector"
    >
      {view.options.map((o) => (
        <option key={o.id} value={o.id} lang={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

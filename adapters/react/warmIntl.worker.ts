// A worker's script (./warmIntl.ts): one formatter of each kind the pages make, in the page's language (the
// worker's name). What Intl loads for its first formatter is the renderer process's, not a thread's, so the page's
// own formatters are then made at once.
const language = self.name
new Intl.Locale(language).maximize()
new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(1)
new Intl.PluralRules(language).select(1)
new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(0)
self.close()

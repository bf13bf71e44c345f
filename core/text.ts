// Display text (B §2 catalog and photo views, B §4 welcome text, B §9 limits).

export const CATEGORY_DESCRIPTION_LIMIT = 105
export const CATEGORY_DESCRIPTION_LIMIT_WITH_THUMBNAIL = 85
export const GALLERY_LABEL_LIMIT = 50

const ELLIPSIS = '…'

/**
 * At most `limit` characters (code points, so an emoji is never split), the ellipsis included: a longer text keeps
 * limit − 1 characters, loses trailing spaces and ends with '…'.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text)
  if (chars.length <= limit) return text
  if (limit <= 0) return ''
  return (
    chars
      .slice(0, limit - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  )
}

export function categoryDescription(text: string, hasThumbnail: boolean): string {
  return truncate(text, hasThumbnail ? CATEGORY_DESCRIPTION_LIMIT_WITH_THUMBNAIL : CATEGORY_DESCRIPTION_LIMIT)
}

export function galleryLabel(label: string): string {
  return truncate(label, GALLERY_LABEL_LIMIT)
}

/** Values for the welcome and banner placeholders, already formatted by the view (core holds no Intl or clock). */
export interface PlaceholderValues {
  readonly subjectName?: string | null
  readonly firstName?: string | null
  readonly lastName?: string | null
  readonly sessionName?: string | null
  readonly clientName?: string | null
  readonly date?: string | null
  readonly time?: string | null
  readonly dateTime?: string | null
}

const PLACEHOLDERS: readonly (keyof PlaceholderValues)[] = [
  'subjectName',
  'firstName',
  'lastName',
  'sessionName',
  'clientName',
  'date',
  'time',
  'dateTime',
]

/**
 * Replaces {subjectName}, {firstName}, {lastName}, {sessionName}, {clientName}, {date}, {time} and {dateTime}
 * (names case-insensitive, spaces inside the braces allowed). A known placeholder without a value becomes empty;
 * unknown braces stay as written.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const known = knownPlaceholder(name)
    return known ? (values[known] ?? '') : whole
  })
}

const PLACEHOLDER = /\{\s*(\w+)\s*\}/g
const SUBJECT_PLACEHOLDERS: readonly (keyof PlaceholderValues)[] = ['subjectName', 'firstName', 'lastName']
const knownPlaceholder = (name: string) => PLACEHOLDERS.find((p) => p.toLowerCase() === name.toLowerCase())

/**
 * Issue 16 point 5, B §4 welcome text without a gap: a subject placeholder with no subject reads `subjectFallback`
 * ("your child"; capitalised when it opens a sentence), and a sentence naming any other placeholder that has no value
 * (a close date of a stage without one) is left out, so no sentence ever reads "Congratulations to and the class".
 */
export function fillSentences(template: string, values: PlaceholderValues, subjectFallback: string): string {
  const missing = (name: string) => {
    const known = knownPlaceholder(name)
    return known !== undefined && !values[known]?.trim() && !SUBJECT_PLACEHOLDERS.includes(known)
  }
  const fill = (sentence: string) =>
    sentence.replace(PLACEHOLDER, (whole, name: string, at: number) => {
      const known = knownPlaceholder(name)
      const value = known && values[known]?.trim()
      if (!known || value) return value || whole
      return at === 0 ? subjectFallback.charAt(0).toUpperCase() + subjectFallback.slice(1) : subjectFallback
    })
  return template
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => ![...sentence.matchAll(PLACEHOLDER)].some((m) => missing(m[1] ?? '')))
        .map(fill)
        .join(' '),
    )
    .join('\n')
}

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
  return template.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => {
    const known = PLACEHOLDERS.find((p) => p.toLowerCase() === name.toLowerCase())
    return known ? (values[known] ?? '') : whole
  })
}

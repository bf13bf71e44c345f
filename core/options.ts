// Product option groups (B §5 option groups, C §5 image options): stored values, readiness, dependencies, payload
// cleaning, offered options and the texts around an input.

export type Id = string | number

export interface ProductOption {
  readonly id: Id
  readonly retailAmount?: number | null
  readonly parameters?: { readonly notesPlaceholder?: string | null } | null
}

export interface OptionGroup {
  readonly id: Id
  /** text, textarea, checkbox, select (radio when expanded), image, background or form; unknown types read as text. */
  readonly type: string
  readonly required?: boolean | null
  readonly productOptions?: readonly ProductOption[]
  readonly parameters?: {
    readonly characterLimit?: number | null
    readonly displayRows?: number | null
    readonly placeholder?: string | null
    readonly notesPlaceholder?: string | null
  } | null
}

/** The value kept per group; its shape depends on the group type (see valueShape). */
export interface StoredOption {
  readonly value: Id | null | readonly Id[] | Readonly<Record<string, unknown>>
  readonly notes?: string
}

export type ValueShape = 'text' | 'single' | 'multi' | 'form'

/** One entry of parameters.productOptionGroupDependencies: `group` shows when `optionGroup` has one of `options`. */
export interface GroupDependency {
  readonly group: Id
  readonly optionGroup: Id
  readonly options: readonly Id[]
}

export type GroupValues = Readonly<Record<string, StoredOption | undefined>>

export const DEFAULT_TEXTAREA_ROWS = 3

const SINGLE = new Set(['select', 'image', 'background'])

export function valueShape(type: string): ValueShape {
  if (type === 'checkbox') return 'multi'
  if (type === 'form') return 'form'
  return SINGLE.has(type) ? 'single' : 'text'
}

/** Text types hold a string, single choice an option id or null, multi choice a list of ids, forms field values. */
export function emptyOption(type: string): StoredOption {
  const empty = { text: '', single: null, multi: [], form: {} }[valueShape(type)]
  return { value: empty, notes: '' }
}

/** Picking an option: single choice replaces, multi choice toggles; notes are kept. */
export function chooseOption(type: string, current: StoredOption | undefined, optionId: Id): StoredOption {
  const notes = current?.notes ?? ''
  if (valueShape(type) !== 'multi') return { value: optionId, notes }
  const chosen = chosenOptionIds(current)
  const has = chosen.some((id) => String(id) === String(optionId))
  return { value: has ? chosen.filter((id) => String(id) !== String(optionId)) : [...chosen, optionId], notes }
}

export function chosenOptionIds(stored: StoredOption | undefined): Id[] {
  const value = stored?.value
  if (Array.isArray(value)) return [...value]
  return typeof value === 'string' || typeof value === 'number' ? [value] : []
}

/** Blank: nothing, whitespace-only text, an empty list, or an object whose values are all blank. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every(isBlank)
  return false
}

export function isGroupReady(group: OptionGroup, stored: StoredOption | undefined): boolean {
  return group.required !== true || !isBlank(stored?.value)
}

/**
 * Groups to show (B §5): a dependent group only while its parent is shown and has one of the listed options chosen.
 * A group with several entries needs all of them.
 */
export function visibleGroups<G extends OptionGroup>(
  groups: readonly G[],
  dependencies: readonly GroupDependency[] | null | undefined,
  values: GroupValues,
): G[] {
  const shown = (id: string, path: ReadonlySet<string>): boolean =>
    (dependencies ?? [])
      .filter((dependency) => String(dependency.group) === id)
      .every((dependency) => {
        const parent = String(dependency.optionGroup)
        if (path.has(parent)) return false // a cycle can never be satisfied
        const chosen = chosenOptionIds(values[parent]).map(String)
        return dependency.options.some((o) => chosen.includes(String(o))) && shown(parent, new Set([...path, parent]))
      })
  return groups.filter((group) => shown(String(group.id), new Set([String(group.id)])))
}

/** Every shown group is ready; hidden dependent groups do not count (B §5). */
export function optionsReady(
  groups: readonly OptionGroup[],
  dependencies: readonly GroupDependency[] | null | undefined,
  values: GroupValues,
): boolean {
  return visibleGroups(groups, dependencies, values).every((group) => isGroupReady(group, values[String(group.id)]))
}

/**
 * Payload cleaning (B §5, C §5): strings trimmed; empty strings dropped; objects that end up empty or hold only
 * null and empty lists dropped. Lists are kept (an empty list clears a multi choice). undefined means dropped.
 */
export function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  if (Array.isArray(value)) return value.map(cleanValue).filter((v) => v !== undefined)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value)
    .map(([k, v]) => [k, cleanValue(v)] as const)
    .filter(([, v]) => v !== undefined)
  const blank = entries.every(([, v]) => v === null || (Array.isArray(v) && v.length === 0))
  return blank ? undefined : Object.fromEntries(entries)
}

/** cleanValue over a whole options payload; never undefined. */
export function cleanOptionValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return (cleanValue(values) ?? {}) as Record<string, unknown>
}

/** Options a choice group offers (C §5): free ones and those already chosen. */
export function offeredOptions<O extends ProductOption>(options: readonly O[], stored: StoredOption | undefined): O[] {
  const chosen = chosenOptionIds(stored).map(String)
  return options.filter((o) => !((o.retailAmount ?? 0) > 0) || chosen.includes(String(o.id)))
}

/** Placeholder text and whether the view appends its translated "(optional)" suffix. */
export function groupPlaceholder(group: OptionGroup): { readonly text: string; readonly optional: boolean } {
  return { text: group.parameters?.placeholder ?? '', optional: group.required !== true }
}

/** "Remaining: {n} characters"; null without a characterLimit. Counts UTF-16 units, like the input's maxLength. */
export function remainingCharacters(group: OptionGroup, text: string): number | null {
  const limit = group.parameters?.characterLimit
  return limit && limit > 0 ? Math.max(0, limit - text.length) : null
}

export function textareaRows(group: OptionGroup): number {
  const rows = group.parameters?.displayRows
  return rows && Number.isInteger(rows) && rows > 0 ? rows : DEFAULT_TEXTAREA_ROWS
}

/** The option's own notes placeholder, else the group's; null for the default (a message, options.notes_placeholder). */
export function notesPlaceholder(group: OptionGroup, option?: ProductOption): string | null {
  return option?.parameters?.notesPlaceholder || group.parameters?.notesPlaceholder || null
}

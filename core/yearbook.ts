// Yearbook selection (B §4 yearbook, B §5 yearbook, B §9 defaults).

import { passesTagRules, rulesInScope, type Tagged, type TagRule } from './tags'

export interface YearbookStage {
  readonly yearbookSelectionRequired?: boolean | null
  readonly minYearbookSelections?: number | null
  readonly maxYearbookSelections?: number | null
}

export interface YearbookSettings {
  readonly required: boolean
  readonly selectionsRequired: number
  readonly limit: number
}

const count = (value: number | null | undefined, fallback: number): number =>
  value !== null && value !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback

/** Defaults (B §9): required, one selection required, limit one. The limit never falls below the required count. */
export function yearbookSettings(stage: YearbookStage): YearbookSettings {
  const selectionsRequired = count(stage.minYearbookSelections, 1)
  return {
    required: stage.yearbookSelectionRequired ?? true,
    selectionsRequired,
    limit: Math.max(count(stage.maxYearbookSelections, 1), selectionsRequired),
  }
}

/** Yearbook photos pass only the yearbook tag rules (B §5). */
export function yearbookEligible(image: Tagged, rules: readonly TagRule[] | null | undefined): boolean {
  return passesTagRules(image, rulesInScope(rules, 'yearbook'))
}

/** Eligible photos first, each part in its original order. */
export function sortEligibleFirst<T extends Tagged>(
  images: readonly T[],
  rules: readonly TagRule[] | null | undefined,
): T[] {
  const flags = images.map((image) => yearbookEligible(image, rules))
  return [...images.filter((_, i) => flags[i]), ...images.filter((_, i) => !flags[i])]
}

export interface YearbookView {
  readonly canAdd: boolean
  /** 'skip' when selection is optional and nothing is chosen, else 'confirm'. */
  readonly action: 'confirm' | 'skip'
  readonly actionEnabled: boolean
  /** Show the overall limit text when the limit exceeds the required count. */
  readonly showLimit: boolean
}

export function yearbookView(settings: YearbookSettings, selected: number, loading: boolean): YearbookView {
  const action = !settings.required && selected === 0 ? 'skip' : 'confirm'
  return {
    canAdd: selected < settings.limit,
    action,
    actionEnabled: !loading && (action === 'skip' || selected >= settings.selectionsRequired),
    showLimit: settings.limit > settings.selectionsRequired,
  }
}

/** Adds an eligible photo while below the limit, removes a chosen one; otherwise the list is unchanged. */
export function toggleSelection<I>(
  selected: readonly I[],
  imageId: I,
  settings: YearbookSettings,
  eligible: boolean,
): I[] {
  if (selected.includes(imageId)) return selected.filter((id) => id !== imageId)
  return eligible && selected.length < settings.limit ? [...selected, imageId] : [...selected]
}

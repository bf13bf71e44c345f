// Options chosen per photo for the whole order (B §3 image option per image, B §4 image options, B §5 other: the
// tinted preview, C §3 order image option, C §4 image options and their storage per group type).
import { chosenOptionIds, cleanValue, isBlank, type OptionGroup, type StoredOption, valueShape } from './options'

/** B §3: per photo, the options chosen in the image options modal, whether they changed and whether it was skipped. */
export type ImageOptionState = {
  readonly options: Readonly<Record<string, StoredOption>>
  readonly changed: boolean
  readonly skipped: boolean
}

export const NO_IMAGE_OPTIONS: ImageOptionState = { options: {}, changed: false, skipped: false }

/** B §4, C §4: options are not requested for shared photos, nor when the product set has no image option groups. */
export function imageOptionsOffered(
  image: { readonly isShared?: boolean | null } | null | undefined,
  groups: readonly unknown[],
): boolean {
  return image != null && image.isShared !== true && groups.length > 0
}

/**
 * Whether picking a photo opens its options: never after a skip unless forced (B §4: a skip can be overridden when
 * forced). Interpretation: a photo whose options were already saved is not asked about again either; the photo's
 * options link always forces it.
 */
export function shouldAskImageOptions(state: ImageOptionState | undefined, forced: boolean): boolean {
  return forced || !(state?.skipped || state?.changed)
}

/** B §2 image options modal: Done when at least one option is chosen, otherwise Skip. */
export function hasChosenImageOptions(options: Readonly<Record<string, StoredOption | undefined>>): boolean {
  return Object.values(options).some((stored) => !isBlank(stored?.value))
}

/** How many groups of a photo hold a choice (B §2: the image options link shows the count). */
export function chosenImageOptionCount(options: Readonly<Record<string, StoredOption | undefined>>): number {
  return Object.values(options).filter((stored) => !isBlank(stored?.value)).length
}

/** A saved order image option (C §3) as far as these rules read it. */
export type SavedImageOption = {
  readonly id: string
  readonly image: string
  readonly productOptionGroup: { readonly id: string }
  readonly value: StoredOption['value']
  readonly notes: string | null
}

/** The saved options of one photo as stored values per group (C §4 storage per group type). */
export function savedImageOptions(saved: readonly SavedImageOption[], imageId: string): Record<string, StoredOption> {
  return Object.fromEntries(
    saved
      .filter((o) => o.image === imageId)
      .map((o) => [o.productOptionGroup.id, { value: o.value, notes: o.notes ?? '' }]),
  )
}

/** One entry of the save request (C §7 orderImageOptions); a blank value clears the group for the photo. */
export type ImageOptionEntry = {
  image: string
  productOptionGroup: string
  productOption: string | null
  value: StoredOption['value']
  notes?: string
}

/**
 * The entries that save one photo's options: one per image option group, cleaned as C §5 says (trimmed, blanks
 * dropped). A group without a choice is sent blank, so a choice taken back is cleared on the order too.
 */
export function imageOptionEntries(
  imageId: string,
  groups: readonly OptionGroup[],
  options: Readonly<Record<string, StoredOption | undefined>>,
): ImageOptionEntry[] {
  return groups.map((group) => {
    const stored = options[String(group.id)]
    const shape = valueShape(group.type)
    const cleaned = cleanValue(stored?.value)
    const value = (cleaned ?? (shape === 'multi' ? [] : null)) as StoredOption['value']
    const chosen = chosenOptionIds({ value })
    const notes = (stored?.notes ?? '').trim()
    return {
      image: imageId,
      productOptionGroup: String(group.id),
      productOption: shape === 'single' && chosen.length === 1 ? String(chosen[0]) : null,
      value,
      ...(notes !== '' && !isBlank(value) ? { notes } : {}),
    }
  })
}

/** B §5 other: a transparent photo is a PNG or a knocked-out (green-screen) one. */
export function isTransparentImage(image: {
  readonly mimeType?: string | null
  readonly isKnockedOut?: boolean | null
}): boolean {
  return image.isKnockedOut === true || image.mimeType === 'image/png'
}

/**
 * The colour-type group of the image option groups. Interpretation: the spec names it without a marker on the wire,
 * so it is the group whose label speaks of colour or tone (the demo's "Colour tone").
 */
export function colourGroupOf<G extends { readonly label: string }>(groups: readonly G[]): G | null {
  return groups.find((g) => /colou?r|tone/i.test(g.label)) ?? null
}

export type Tint = 'grayscale' | 'sepia'

/** The tint a colour option's label asks for: black & white, grey or mono reads grayscale, sepia reads sepia. */
export function tintOf(label: string | null | undefined): Tint | null {
  if (!label) return null
  if (/sepia/i.test(label)) return 'sepia'
  return /black|white|gr[ae]y|mono|b\s*&\s*w/i.test(label) ? 'grayscale' : null
}

/**
 * B §5 other: a transparent photo gets a tinted preview only when the colour-type group has a chosen option (one
 * that asks for a tint) and the photo is already loaded (a cached image exists). The tint to apply, or null.
 */
export function previewTint(input: {
  readonly image: { readonly mimeType?: string | null; readonly isKnockedOut?: boolean | null }
  readonly colourOptionLabel: string | null
  readonly cached: boolean
}): Tint | null {
  if (!input.cached || !isTransparentImage(input.image)) return null
  return tintOf(input.colourOptionLabel)
}

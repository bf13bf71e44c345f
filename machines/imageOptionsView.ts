import type { SnapshotFrom } from 'xstate'
import { colourGroupOf, hasChosenImageOptions, previewTint, type Tint } from '../core/imageOptions'
import type { Money } from '../core/money'
import {
  chosenOptionIds,
  groupPlaceholder,
  notesPlaceholder,
  remainingCharacters,
  type StoredOption,
  textareaRows,
} from '../core/options'
import type { ProductOption, ProductOptionGroup } from '../core/schemas/productSet'
import { pictureOf } from '../core/srcset'
import type { ImageOptionsEvent, imageOptionsMachine } from './imageOptions'
import type { GroupView } from './productPanelView'
import { message, textOr } from './viewText'

/** The picture of an option: its swatch, else its backdrop. */
export const optionPicture = (o: Pick<ProductOption, 'assets' | 'backgroundAsset'>): string | null =>
  o.assets?.smallUrl ?? o.backgroundAsset ?? null

/** One option of the image-option chooser (and of the backdrop swatches). */
export type OptionTile = {
  readonly id: string
  readonly label: string
  readonly picture: string | null
  readonly checked: boolean
  /** The retail amount badge, only above 0 (B §2); null for none. */
  readonly amount: Money | null
}

/** B §2 image-option chooser: options shown as images with their label and a retail amount badge when above 0. */
export const optionTiles = (options: readonly ProductOption[], chosen: readonly string[]): OptionTile[] =>
  options.map((o) => ({
    id: o.id,
    label: o.label,
    picture: optionPicture(o),
    checked: chosen.includes(o.id),
    amount: o.retailAmount > 0 ? o.retailAmount : null,
  }))

/** The chosen option of a single choice group as a line: its label, picture and extra amount (above 0). */
export const chosenOption = (options: readonly ProductOption[], chosen: readonly string[]) => {
  const current = options.find((o) => chosen.includes(o.id))
  return current
    ? {
        label: current.label,
        picture: optionPicture(current),
        amount: current.retailAmount > 0 ? current.retailAmount : null,
      }
    : null
}

const chosenIds = (stored: StoredOption | undefined) => chosenOptionIds(stored).map(String)

/** Groups of pictures (image, background) are chosen in the image-option chooser; the others in place. */
const pictured = (group: ProductOptionGroup) => group.type === 'image' || group.type === 'background'

type ImageOptionsSnapshot = Pick<SnapshotFrom<typeof imageOptionsMachine>, 'context' | 'matches'>

/**
 * What the option group input shows of a group chosen in place (B §5 option groups: placeholder with the optional
 * hint, characters remaining, rows, notes placeholder), as the product panel's groups; its events are the modal's.
 */
const fieldOf = (group: ProductOptionGroup, stored: StoredOption | undefined): Omit<GroupView, 'events'> => {
  const text = typeof stored?.value === 'string' ? stored.value : ''
  return {
    group,
    path: `imageOptions.${group.id}`,
    stored,
    chosen: chosenIds(stored),
    text,
    placeholder: groupPlaceholder(group),
    remaining: remainingCharacters(group, text),
    rows: textareaRows(group),
    notesPlaceholder: textOr(notesPlaceholder(group), 'options.notes_placeholder'),
    amount: group.retailAmount,
    autoFocus: false,
    problem: null,
  }
}

/** The events of one group's inputs (the shape the option group input takes). */
const groupEvents = (groupId: string) => ({
  choose: (optionId: string): ImageOptionsEvent => ({ type: 'imageOptions.choose', groupId, optionId }),
  text: (text: string): ImageOptionsEvent => ({ type: 'imageOptions.text', groupId, text }),
  notes: (notes: string): ImageOptionsEvent => ({ type: 'imageOptions.notes', groupId, notes }),
})

/**
 * B §2 image options modal of the photo slot `origin` (null when it does not show there): the photo large, with the
 * tint of B §5 once it is loaded (`loadedImageId`); its option groups (fetched for this photo), pictures opening the
 * image-option chooser and the others chosen in place, each with a remove button when saved on the order; the footer
 * checkbox; Done when at least one option is chosen, otherwise Skip; and the image-option chooser of one group, its
 * title falling back to 'Make a selection'. Nothing can be sent while a load, save or removal runs, but a choice.
 */
export const imageOptionsView = (snapshot: ImageOptionsSnapshot, origin: string, loadedImageId: string | null) => {
  const { context } = snapshot
  if (context.origin !== origin || context.image === null || snapshot.matches('closed')) return null
  const image = context.image
  const busy = !snapshot.matches('open')
  const chosen = hasChosenImageOptions(context.draft)
  const colour = colourGroupOf(context.photoGroups)
  const colourIds = colour ? chosenIds(context.draft[colour.id]) : []
  const tint: Tint | null = previewTint({
    image,
    colourOptionLabel: colour?.productOptions.find((o) => colourIds.includes(o.id))?.label ?? null,
    cached: loadedImageId === image.id,
  })
  const saved = new Set(context.saved.filter((o) => o.image === image.id).map((o) => o.productOptionGroup.id))
  const choosing = context.photoGroups.find((g) => g.id === context.choosing) ?? null
  const groups = context.photoGroups.map((group) => {
    const ids = chosenIds(context.draft[group.id])
    const remove = saved.has(group.id)
      ? {
          label: message('imageOptions.remove_group', { group: group.label }),
          disabled: busy,
          event: { type: 'imageOptions.remove', groupId: group.id } satisfies ImageOptionsEvent,
        }
      : null
    if (!pictured(group))
      return {
        kind: 'input' as const,
        id: group.id,
        field: fieldOf(group, context.draft[group.id]),
        events: groupEvents(group.id),
        remove,
      }
    const current = chosenOption(group.productOptions, ids)
    return {
      kind: 'picture' as const,
      id: group.id,
      label: group.label,
      optional: !group.required,
      current,
      /** What shows while nothing is chosen: the group's placeholder, else 'Make a selection'. */
      placeholder: textOr(group.parameters.placeholder, 'options.make_selection'),
      button: current ? 'imageOptions.change' : 'imageOptions.choose',
      open: { type: 'imageOptions.chooser', groupId: group.id } satisfies ImageOptionsEvent,
      remove,
    }
  })
  return {
    title: 'imageOptions.title',
    image: { id: image.id, ...pictureOf(image.largeUrl, image.sources), alt: image.label, caption: image.label },
    /** B §5 other: the tint of a transparent photo's preview, or null. */
    tint,
    busy,
    loading: snapshot.matches('loading'),
    /** The modal's close control; none while a call runs. */
    close: busy ? null : ({ type: 'imageOptions.close' } satisfies ImageOptionsEvent),
    showAfterSelection: {
      checked: context.showAfterSelection,
      toggle: (on: boolean): ImageOptionsEvent => ({ type: 'imageOptions.showAfterSelection', on }),
    },
    /** B §2: Done when at least one option is chosen, otherwise Skip. */
    action: chosen
      ? { label: 'imageOptions.done', primary: true, disabled: busy, event: { type: 'imageOptions.done' } as const }
      : { label: 'imageOptions.skip', primary: false, disabled: busy, event: { type: 'imageOptions.skip' } as const },
    groups,
    chooser: choosing && {
      /** B §2: the title falls back to 'Make a selection'. */
      title: textOr(choosing.label, 'options.make_selection'),
      description: choosing.description,
      tiles: optionTiles(choosing.productOptions, chosenIds(context.draft[choosing.id])),
      choose: groupEvents(choosing.id).choose,
      close: { type: 'imageOptions.chooser', groupId: null } satisfies ImageOptionsEvent,
    },
  }
}

export type ImageOptionsView = NonNullable<ReturnType<typeof imageOptionsView>>
export type ImageOptionGroupView = ImageOptionsView['groups'][number]

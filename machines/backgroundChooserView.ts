import type { SnapshotFrom } from 'xstate'
import type { Image } from '../core/schemas/photos'
import type { ProductOptionGroup } from '../core/schemas/productSet'
import { pictureOf } from '../core/srcset'
import type { BackgroundEvent, backgroundChooserMachine } from './backgroundChooser'
import { chosenOption, optionPicture, optionTiles } from './imageOptionsView'
import { message, textOr } from './viewText'

type BackgroundSnapshot = Pick<SnapshotFrom<typeof backgroundChooserMachine>, 'context' | 'matches'>

/** Whether a background group opens its chooser as the product panel opens (B §4 autoOpen). */
export const backgroundAutoOpens = (group: Pick<ProductOptionGroup, 'parameters'>): boolean =>
  group.parameters.autoOpen === true

/**
 * B §2 background (green screen) chooser of one background group: the backdrop chosen so far (`chosen`) with its extra
 * amount above 0, the button (change, else the group's button text, else choose), and the modal: backdrop swatches,
 * a preview of the photo's knockout over the selected backdrop (B §5 other) or why there is none, apply enabled once
 * a backdrop is selected. `label` is the node's, with a background per node.
 */
export const backgroundChooserView = (
  snapshot: BackgroundSnapshot,
  input: {
    group: ProductOptionGroup
    chosen: string | null
    photo: Pick<Image, 'knockout'> | null
    label?: string | undefined
  },
) => {
  const { group, chosen, photo } = input
  const current = chosenOption(group.productOptions, chosen === null ? [] : [chosen])
  const selectedId = snapshot.context.selected
  const selected = group.productOptions.find((o) => o.id === selectedId) ?? null
  const knockout = photo?.knockout ? pictureOf(photo.knockout.mediumUrl, photo.knockout.sources) : null
  return {
    label: input.label ?? group.label,
    /** The backdrop chosen so far, or null ('background.none'). */
    current,
    none: 'background.none',
    button: current ? message('background.change') : textOr(group.parameters.buttonText, 'background.choose'),
    open: { type: 'background.open', current: chosen } satisfies BackgroundEvent,
    /** Sent once as the panel opens: the machine opens only for a group with autoOpen (B §4). */
    autoOpen: { type: 'background.autoOpen', current: chosen } satisfies BackgroundEvent,
    modal: {
      open: snapshot.matches('open'),
      title: group.label,
      description: group.description,
      close: { type: 'background.close' } satisfies BackgroundEvent,
      apply: { disabled: selected === null, event: { type: 'background.apply' } satisfies BackgroundEvent },
      tiles: optionTiles(group.productOptions, selectedId === null ? [] : [selectedId]),
      select: (optionId: string): BackgroundEvent => ({ type: 'background.select', optionId }),
      preview: {
        backdrop: selected ? (selected.backgroundAsset ?? optionPicture(selected)) : null,
        /** The preview's accessible name, once a backdrop is selected. */
        label: selected ? message('background.preview', { label: selected.label }) : null,
        knockout,
        /** Why the photo does not show over the backdrop. */
        caption: knockout ? null : photo ? 'background.no_knockout' : 'background.no_photo',
      },
    },
  }
}

export type BackgroundChooserView = ReturnType<typeof backgroundChooserView>

import type { SnapshotFrom } from 'xstate'
import type { ProductOptionGroup } from '../core/schemas/productSet'
import { chosenOption, optionTiles } from './imageOptionsView'
import type { OptionChooserEvent, optionChooserMachine } from './optionChooser'
import { message, textOr } from './viewText'

type OptionChooserSnapshot = Pick<SnapshotFrom<typeof optionChooserMachine>, 'matches'>

/** Whether an image group opens its chooser as the product panel opens (B §4 autoOpen). */
export const optionChooserAutoOpens = (group: Pick<ProductOptionGroup, 'parameters'>): boolean =>
  group.parameters.autoOpen === true

/**
 * B §2 image-option chooser of a product panel's image group: the option chosen so far (`chosen`) with its picture
 * and extra amount above 0, else the group's placeholder or 'Make a selection'; the button (change once chosen,
 * else the group's button text, else choose); and the modal: the options as images with label and a retail amount
 * badge when above 0, titled with the group's label, falling back to 'Make a selection'.
 */
export const optionChooserView = (
  snapshot: OptionChooserSnapshot,
  input: { group: ProductOptionGroup; chosen: readonly string[] },
) => {
  const { group, chosen } = input
  const current = chosenOption(group.productOptions, chosen)
  return {
    current,
    placeholder: textOr(group.parameters.placeholder, 'options.make_selection'),
    button: current ? message('imageOptions.change') : textOr(group.parameters.buttonText, 'imageOptions.choose'),
    open: { type: 'optionChooser.open' } satisfies OptionChooserEvent,
    autoOpen: { type: 'optionChooser.autoOpen' } satisfies OptionChooserEvent,
    modal: {
      open: snapshot.matches('open'),
      title: textOr(group.label, 'options.make_selection'),
      description: group.description,
      tiles: optionTiles(group.productOptions, chosen),
      choose: (optionId: string): OptionChooserEvent => ({ type: 'optionChooser.choose', optionId }),
      close: { type: 'optionChooser.close' } satisfies OptionChooserEvent,
    },
  }
}

export type OptionChooserView = ReturnType<typeof optionChooserView>

import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import { optionChooserMachine } from '../../machines/optionChooser'
import { optionChooserAutoOpens, optionChooserView } from '../../machines/optionChooserView'
import { inspection } from '../inspect'
import { useLatest } from './configure'

/** B §2 image-option chooser of a product panel's image group; `onChoose` receives the option chosen. */
export const useOptionChooserDialog = (
  group: ProductOptionGroup,
  chosen: readonly string[],
  onChoose: (optionId: string) => void,
) => {
  const latest = useLatest(onChoose)
  const logic = useMemo(
    () => optionChooserMachine.provide({ actions: { chosen: (_, { optionId }) => latest.current(optionId) } }),
    [latest],
  )
  const [snapshot, send] = useActor(logic, { ...inspection(), input: { autoOpen: optionChooserAutoOpens(group) } })
  return { view: optionChooserView(snapshot, { group, chosen }), send }
}

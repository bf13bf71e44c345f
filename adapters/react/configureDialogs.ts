// The product panels' photo slots and dialogs: their view-models (DESIGN "The layers": views render a machine's view
// function and send its events) and the image chooser, crop and backdrop actors. Apart from ./configureViews.ts and
// ./configure.tsx so that they load with the panels, after a page's first render (issue 17 point 2).
import { useActor } from '@xstate/react'
import { useMemo, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { CropBox } from '../../core/cropBox'
import type { Rotation } from '../../core/images'
import type { Image } from '../../core/schemas/photos'
import type { Product, ProductOptionGroup } from '../../core/schemas/productSet'
import { backgroundChooserMachine } from '../../machines/backgroundChooser'
import { backgroundAutoOpens, backgroundChooserView } from '../../machines/backgroundChooserView'
import { cropMachine } from '../../machines/crop'
import { cropView } from '../../machines/cropView'
import { imageChooserMachine } from '../../machines/imageChooser'
import { imageChooserView } from '../../machines/imageChooserView'
import { imageOptionsView } from '../../machines/imageOptionsView'
import { photoSlotView } from '../../machines/photoSlotView'
import type { NodeView } from '../../machines/productPanelView'
import { inspection } from '../inspect'
import { useCroppingAvailable, useImageOptionCount, useImageOptions, useLatest } from './configure'
import { useFavouriteCropIds } from './photos'
import { useShop, useSubjectPhotos } from './shop'

/** B §2 image crop modal of a photo, from the crop actor's snapshot (useCropper). */
export const useCropView = (snapshot: SnapshotFrom<typeof cropMachine>, image: Image) =>
  useMemo(() => cropView(snapshot, image), [snapshot, image])

/** B §2 image options modal as the photo slot `origin` shows it (null when it does not), and its send. */
export const useImageOptionsDialog = (
  origin: string,
  loadedImageId: string | null,
  actor?: Parameters<typeof useImageOptions>[0],
) => {
  const [snapshot, send] = useImageOptions(actor)
  return { view: imageOptionsView(snapshot, origin, loadedImageId), send }
}

/** B §2 background chooser of one background group; `onApply` receives the backdrop chosen. */
export const useBackgroundChooserDialog = (
  input: { group: ProductOptionGroup; chosen: string | null; photo: Image | null; label?: string | undefined },
  onApply: (optionId: string) => void,
) => {
  const [snapshot, send] = useBackgroundChooser(backgroundAutoOpens(input.group), onApply)
  return { view: backgroundChooserView(snapshot, input), send }
}

/** An image chooser whose pick is handed to `onPick` (the product panel's node.image). */
const useImageChooser = (onPick: (imageId: string, imageCropId: string) => void) => {
  // The latest callback, so the actor (created once) always hands the pick to the current panel.
  const latest = useRef(onPick)
  latest.current = onPick
  const logic = useMemo(
    () =>
      imageChooserMachine.provide({
        actions: { picked: (_, { imageId, imageCropId }) => latest.current(imageId, imageCropId) },
      }),
    [],
  )
  return useActor(logic, inspection())
}

/**
 * B §2 single-pose image chooser modal of a product's photo slot: the view (photos, galleries, pages, pose limit),
 * its send, and the subject's photos. `chosen`: the photos of the product's other nodes; `onPick` gets the pick.
 */
export const useImageChooserDialog = (
  product: Pick<Product, 'tagRules' | 'poseLimit' | 'additionalPoseCost'>,
  chosen: readonly { imageId: string }[],
  onPick: (imageId: string, imageCropId: string) => void,
) => {
  const { status, photos } = useSubjectPhotos()
  const favouriteCropIds = useFavouriteCropIds()
  const [snapshot, send] = useImageChooser(onPick)
  return { view: imageChooserView(snapshot, { photos, status, favouriteCropIds, product, chosen }), send, photos }
}

/** B §2 a product panel's photo slot: the chosen photo, crop, photo options link and backdrop of one node. */
export const usePhotoSlotView = (node: NodeView) => {
  const { photos } = useSubjectPhotos()
  const croppingAvailable = useCroppingAvailable()
  const imageOptionGroups = useShop().productSet.imageProductOptionGroups
  const view = photoSlotView(node, { photos, croppingAvailable, imageOptionGroups })
  return { ...view, optionCount: useImageOptionCount(view.selected?.image.id ?? null) }
}

/** B §2 image crop modal; `onSave` receives the crop (null for none) and the rotation (the panel's node.crop). */
export const useCropper = (onSave: (crop: CropBox | null, rotation: Rotation) => void) => {
  const latest = useLatest(onSave)
  const logic = useMemo(
    () => cropMachine.provide({ actions: { saved: (_, { crop, rotation }) => latest.current(crop, rotation) } }),
    [latest],
  )
  return useActor(logic)
}

/** B §2 background chooser modal of one background group; `onApply` receives the backdrop chosen. */
export const useBackgroundChooser = (autoOpen: boolean, onApply: (optionId: string) => void) => {
  const latest = useLatest(onApply)
  const logic = useMemo(
    () => backgroundChooserMachine.provide({ actions: { applied: (_, { optionId }) => latest.current(optionId) } }),
    [latest],
  )
  return useActor(logic, { input: { autoOpen } })
}

// Issue 14 point 5: the change after purchase's dialogs as views render them (DESIGN "The layers": the order page
// hands its child actor to ui/order/ItemChanges.tsx; these hooks give the views each machine's view function).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { backgroundChooserMachine } from '../../machines/backgroundChooser'
import { backgroundChooserView } from '../../machines/backgroundChooserView'
import type { cropMachine } from '../../machines/crop'
import type { imageChooserMachine } from '../../machines/imageChooser'
import { type ImageChooserInput, imageChooserView } from '../../machines/imageChooserView'
import type { imageOptionsMachine } from '../../machines/imageOptions'
import type { orderChangeMachine } from '../../machines/orderChange'
import { type OrderChangeView, orderChangeView } from '../../machines/orderChangeView'

export type OrderChangeRef = ActorRefFrom<typeof orderChangeMachine>

/** The change's children, while their dialogs can open (item: crop, backdrop, pose; photo options). */
export type OrderChangeChildren = {
  crop: ActorRefFrom<typeof cropMachine> | undefined
  backgroundChooser: ActorRefFrom<typeof backgroundChooserMachine> | undefined
  imageChooser: ActorRefFrom<typeof imageChooserMachine> | undefined
  imageOptions: ActorRefFrom<typeof imageOptionsMachine> | undefined
}

/** The change dialog's view-model, its send, and its children's actors. */
export const useOrderChange = (actor: OrderChangeRef) => {
  const snapshot = useSelector(actor, (s) => s)
  const view: OrderChangeView = useMemo(() => orderChangeView(snapshot), [snapshot])
  const children = snapshot.children as Partial<OrderChangeChildren>
  return {
    view,
    send: actor.send,
    children: {
      crop: children.crop,
      backgroundChooser: children.backgroundChooser,
      imageChooser: children.imageChooser,
      imageOptions: children.imageOptions,
    } satisfies OrderChangeChildren,
  }
}

/** B §2 image crop modal of the change's crop child: its snapshot and send (ui/shop/CropModal.tsx takes both). */
export const useChangeCrop = (actor: ActorRefFrom<typeof cropMachine>) =>
  [useSelector(actor, (s) => s), actor.send] as const

/** B §2 background chooser modal of the change's backdrop child. */
export const useChangeBackdrop = (
  actor: ActorRefFrom<typeof backgroundChooserMachine>,
  input: NonNullable<OrderChangeView['dialogs']['backdrop']>,
) => {
  const snapshot = useSelector(actor, (s) => s)
  return { view: useMemo(() => backgroundChooserView(snapshot, input), [snapshot, input]), send: actor.send }
}

/** B §2 image chooser modal of the change's pose child: the order's subject's photos. */
export const useChangePose = (actor: ActorRefFrom<typeof imageChooserMachine>, input: ImageChooserInput) => {
  const snapshot = useSelector(actor, (s) => s)
  return { view: useMemo(() => imageChooserView(snapshot, input), [snapshot, input]), send: actor.send }
}

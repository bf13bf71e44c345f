// The product panels of the catalog's cards and the cart's lines (B §2, B §4). Loaded with the panels' chunk after the
// page's first render (issue 17 point 2): the cards render from ./shop.tsx useProductCardView before it arrives.
import { useActor } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { Actor } from 'xstate'
import type { Product } from '../../core/schemas/productSet'
import type { confirmMachine } from '../../machines/confirm'
import { type CardButton, shownButton } from '../../machines/productCardView'
import type { KeptDraft } from '../../machines/productPanel'
import { productPanelView } from '../../machines/productPanelView'
import { imageOptionsLogic } from '../imageOptionsActors'
import { inspection } from '../inspect'
import { productPanelLogic } from '../panelActors'
import { panelDraftStorage } from '../storage/panelDraftStorage'
import { useImageOptionsActor } from './configure'
import { useShop } from './shop'
import { useStartupSelector } from './startup'
import { useTrack } from './track'

/**
 * A product panel actor that follows the order actor and asks it for changes; the view gets productPanelView of its
 * snapshot, the events go to `send`. On the catalog page of `categoryId`, its choices are kept for the browser session
 * and a reload reopens it with them (issue 16 point 1).
 */
export const useProductPanel = (product: Product, categoryId?: string) => {
  const imageOptionsRef = useImageOptionsActor((deps) =>
    imageOptionsLogic(deps.api, deps.notify, deps.rememberShowAfterSelection, deps.track),
  )
  const shop = useShop()
  const track = useTrack()
  const subjectId = useStartupSelector((s) => s.context.subjectId)
  const drafts = useMemo(() => {
    if (!categoryId) return null
    const storage = panelDraftStorage(shop.config.clientSessionId, subjectId)
    const place = { productId: product.id, categoryId }
    return {
      read: () => storage.read(place),
      write: (kept: KeptDraft) => storage.write(place, kept),
      forget: () => storage.forget(place),
    }
  }, [shop, subjectId, product, categoryId])
  // Read once: the actor takes its input when it is made.
  const [restored] = useState(() => drafts?.read() ?? null)
  const logic = useMemo(
    () =>
      productPanelLogic(
        (params) => shop.notifications.send({ type: 'notification.show', ...params }),
        track,
        drafts ?? undefined,
      ),
    [shop, track, drafts],
  )
  const [snapshot, send] = useActor(logic, {
    ...inspection(),
    input: {
      product,
      productSet: shop.productSet,
      croppingAvailable: shop.croppingAvailable,
      order: shop.order.getSnapshot().context.order,
      orderReady: shop.order.getSnapshot().matches('ready'),
      orderRef: shop.order,
      imageOptionsRef,
      restored,
    },
  })
  const view = useMemo(() => productPanelView(snapshot), [snapshot])
  const confirm = snapshot.children.confirm as Actor<typeof confirmMachine> | undefined
  return [view, send, confirm] as const
}

/** A product card's panel, and the card's `button` as shown: disabled while the panel saves or removes an item. */
export const useCardPanel = (product: Product, categoryId: string, button: CardButton) => {
  const [panel, send, confirm] = useProductPanel(product, categoryId)
  return { panel, send, confirm, button: shownButton(button, panel.busy ? 'busy' : 'idle') }
}

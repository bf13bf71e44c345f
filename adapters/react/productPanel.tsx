// The product panels of the catalog's cards and the cart's lines (B §2, B §4). Loaded with the panels' chunk after the
// page's first render (issue 17 point 2): the cards render from ./productCard.ts useProductCardView before it arrives.
import { useActor } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { Actor } from 'xstate'
import type { Product } from '../../core/schemas/productSet'
import type { confirmMachine } from '../../machines/confirm'
import { type CardButton, shownButton } from '../../machines/productCardView'
import type { KeptDraft, Opening } from '../../machines/productPanel'
import { productPanelView } from '../../machines/productPanelView'
import { imageOptionsLogic } from '../imageOptionsActors'
import { inspection } from '../inspect'
import { productPanelLogic } from '../panelActors'
import { panelDraftStorage } from '../storage/panelDraftStorage'
import { useImageOptionsActor } from './configure'
import { useShop } from './shop'
import { useStartupSelector } from './startup'
import { useTrack } from './track'

/** The choices kept for a product's panel on the catalog page of `categoryId` (issue 16 point 1), read once. */
export type KeptPanel = {
  drafts: { read: () => KeptDraft | null; write: (kept: KeptDraft) => void; forget: () => void } | null
  restored: KeptDraft | null
}

/**
 * Where a product's panel keeps its choices for the browser session, and what it kept before a reload, read once (the
 * actor takes its input when it is made). A card or cart line reads this first: a kept draft makes its panel at once.
 */
export const useKeptPanel = (product: Product, categoryId?: string): KeptPanel => {
  const shop = useShop()
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
  const [restored] = useState(() => drafts?.read() ?? null)
  return useMemo(() => ({ drafts, restored }), [drafts, restored])
}

/**
 * A product panel actor that follows the order actor and asks it for changes; the view gets productPanelView of its
 * snapshot, the events go to `send`. `kept` (useKeptPanel) keeps its choices for the browser session and reopens it
 * with them after a reload; `opening` is the press that made it (issue 17 point 3: panels are made on demand).
 */
export const useProductPanel = (product: Product, kept: KeptPanel, opening: Opening | null) => {
  const imageOptionsRef = useImageOptionsActor((deps) =>
    imageOptionsLogic(deps.api, deps.notify, deps.rememberShowAfterSelection, deps.track),
  )
  const shop = useShop()
  const track = useTrack()
  const logic = useMemo(
    () =>
      productPanelLogic(
        (params) => shop.notifications.send({ type: 'notification.show', ...params }),
        track,
        kept.drafts ?? undefined,
      ),
    [shop, track, kept],
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
      restored: kept.restored,
      opening,
    },
  })
  const view = useMemo(() => productPanelView(snapshot), [snapshot])
  const confirm = snapshot.children.confirm as Actor<typeof confirmMachine> | undefined
  return [view, send, confirm] as const
}

/** A product card's panel, and the card's `button` as shown: disabled while the panel saves or removes an item. */
export const useCardPanel = (product: Product, kept: KeptPanel, opening: Opening | null, button: CardButton) => {
  const [panel, send, confirm] = useProductPanel(product, kept, opening)
  return { panel, send, confirm, button: shownButton(button, panel.busy ? 'busy' : 'idle') }
}

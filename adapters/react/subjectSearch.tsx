import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ShopConfig } from '../../core/schemas/config'
import type { Subject } from '../../core/schemas/photos'
import type { ClientSession } from '../../core/schemas/session'
import { orderSelectorView } from '../../machines/orderSelectorView'
import type { SubjectSearchEvent } from '../../machines/subjectSearch'
import type { SubjectSearchView } from '../../machines/subjectSearchView'
import { createApiClient } from '../api/client'
import { inspection } from '../inspect'
import { type LazyActor, lazyActor } from '../lazyActor'
import type { subjectSearchLogic, subjectSearchView } from '../subjectSearchActor'
import { whenHistoryStill } from './dialogHistory'
import { useOrder, useShop } from './shop'
import { useStartupSelector } from './startup'

type SubjectSearch = LazyActor<ReturnType<typeof subjectSearchLogic>, { view: typeof subjectSearchView }>

const SubjectSearchContext = createContext<SubjectSearch | null>(null)

/**
 * Multi-child ordering (B §2, B §4, C §2): one subject search actor for the shop, following the order actor. It runs
 * the "Add a brother or sister" modal, the order selector's switches and the switching backdrop. Issue 17: it starts,
 * and its code loads, with the first event sent to it (adapters/lazyActor.ts). Inside ShopProvider.
 */
export const SubjectSearchProvider = (props: {
  config: ShopConfig
  clientSession: ClientSession | null
  subject: Subject | null
  children: ReactNode
}) => {
  const { config, clientSession } = props
  const shop = useShop()
  const stage = clientSession?.stage ?? null
  const subjectId = props.subject?.id ?? null
  // Made once: what it depends on is fixed for the life of a loaded shop.
  const [actor] = useState(
    (): SubjectSearch =>
      lazyActor(
        () =>
          import('../subjectSearchActor').then((module) => {
            // The order as the order actor holds it when the search starts; it follows the order actor from there.
            const order = shop.order.getSnapshot()
            return {
              // The search dialog closes as the shop switches: the new address waits for its step back (it would
              // cancel it).
              logic: module.subjectSearchLogic(createApiClient(config.apiBase, config.language), (url) =>
                whenHistoryStill(() => window.location.assign(url)),
              ),
              input: {
                clientSessionId: clientSession?.id ?? config.clientSessionId,
                subjectId,
                stageType: stage?.type ?? 're-order',
                order: order.context.order,
                orderReady: order.matches('ready'),
                orderRef: shop.order,
              },
              extra: { view: module.subjectSearchView },
            }
          }),
        () => shop.notifications.send({ type: 'notification.show', level: 'error', message: 'app.code_load_failed' }),
        inspection(),
      ),
  )
  useEffect(() => () => actor.stop(), [actor])
  return <SubjectSearchContext.Provider value={actor}>{props.children}</SubjectSearchContext.Provider>
}

const useSearchContext = (): SubjectSearch => {
  const actor = useContext(SubjectSearchContext)
  if (!actor) throw new Error('useSubjectSearch outside SubjectSearchProvider')
  return actor
}

/** The subject search's `send`, for the views that only send it events (they start it). */
export const useSubjectSearchActor = (): Pick<SubjectSearch, 'send'> => useSearchContext()

/**
 * The subject search modal's and the switching backdrop's view-model (subjectSearchView), null while nothing has been
 * sent to the actor yet (the modal is closed and nothing switches), and `send`.
 */
export const useSubjectSearch = (): readonly [SubjectSearchView | null, (event: SubjectSearchEvent) => void] => {
  const actor = useSearchContext()
  const current = useSyncExternalStore(actor.subscribe, actor.current)
  const view = useMemo(() => (current ? current.extra.view(current.snapshot) : null), [current])
  return [view, actor.send] as const
}

const OPEN: SubjectSearchEvent = { type: 'search.open' }

/** B §2 multi-child order banner's action: opens the subject search modal (starting its actor). */
export const useAddChild = () => {
  const actor = useSubjectSearchActor()
  return () => actor.send(OPEN)
}

/** B §2 order selector: the orders of the group from the order actor (orderSelectorView); a choice switches (C §2). */
export const useOrderSelector = () => {
  const actor = useSubjectSearchActor()
  const order = useOrder()
  const subjectName = useStartupSelector((s) => s.context.subject?.name ?? null)
  const view = useMemo(() => orderSelectorView(order, subjectName), [order, subjectName])
  return [view, actor.send] as const
}

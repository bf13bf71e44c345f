import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { type Actor, fromPromise } from 'xstate'
import type { ShopConfig } from '../../core/schemas/config'
import type { Subject } from '../../core/schemas/photos'
import type { ClientSession } from '../../core/schemas/session'
import { orderSelectorView } from '../../machines/orderSelectorView'
import { subjectSearchMachine } from '../../machines/subjectSearch'
import { subjectSearchView } from '../../machines/subjectSearchView'
import { createApiClient } from '../api/client'
import { subjectSearchApi } from '../api/subjectSearch'
import { inspection } from '../inspect'
import { whenHistoryStill } from './dialogHistory'
import { useOrder, useShop } from './shop'
import { useStartupSelector } from './startup'

const SubjectSearchContext = createContext<Actor<typeof subjectSearchMachine> | null>(null)

/**
 * Multi-child ordering (B §2, B §4, C §2): one subject search actor for the shop, following the order actor. It runs
 * the "Add a brother or sister" modal, the order selector's switches and the switching backdrop. Inside ShopProvider.
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
  // Created once: what it depends on is fixed for the life of a loaded shop.
  const [logic] = useState(() => {
    const api = subjectSearchApi(createApiClient(config.apiBase, config.language))
    return subjectSearchMachine.provide({
      actors: {
        searchByCode: fromPromise(({ input }) => api.search(input)),
        createLinkedOrder: fromPromise(({ input }) =>
          api.createOrder(input.clientSessionId, input.subjectId, input.linkedOrderId),
        ),
      },
      // The search dialog closes as the shop switches: the new address waits for its step back (it would cancel it).
      actions: { switchTo: (_, { url }) => whenHistoryStill(() => window.location.assign(url)) },
    })
  })
  const orderSnapshot = shop.order.getSnapshot()
  const actor = useActorRef(logic, {
    ...inspection(),
    input: {
      clientSessionId: clientSession?.id ?? config.clientSessionId,
      subjectId,
      stageType: stage?.type ?? 're-order',
      order: orderSnapshot.context.order,
      orderReady: orderSnapshot.matches('ready'),
      orderRef: shop.order,
    },
  })
  return <SubjectSearchContext.Provider value={actor}>{props.children}</SubjectSearchContext.Provider>
}

export const useSubjectSearchActor = () => {
  const actor = useContext(SubjectSearchContext)
  if (!actor) throw new Error('useSubjectSearch outside SubjectSearchProvider')
  return actor
}

/** The subject search modal's and the switching backdrop's view-model (subjectSearchView), and `send`. */
export const useSubjectSearch = () => {
  const actor = useSubjectSearchActor()
  const snapshot = useSelector(actor, (s) => s)
  const view = useMemo(() => subjectSearchView(snapshot), [snapshot])
  return [view, actor.send] as const
}

/** B §2 order selector: the orders of the group from the order actor (orderSelectorView); a choice switches (C §2). */
export const useOrderSelector = () => {
  const actor = useSubjectSearchActor()
  const order = useOrder()
  const subjectName = useStartupSelector((s) => s.context.subject?.name ?? null)
  const view = useMemo(() => orderSelectorView(order, subjectName), [order, subjectName])
  return [view, actor.send] as const
}

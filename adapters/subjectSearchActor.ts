// The brother-or-sister search (B §2, B §4, C §2) with its real I/O provided: its machine, its view function and its API
// calls load with the first event sent to it (adapters/react/subjectSearch.tsx, ./lazyActor.ts), not on a page's first
// load: most visits never add a child nor switch between children.
import { fromPromise } from 'xstate'
import { subjectSearchMachine } from '../machines/subjectSearch'
import { subjectSearchView } from '../machines/subjectSearchView'
import type { ApiClient } from './api/client'
import { subjectSearchApi } from './api/subjectSearch'

/** `switchTo` goes to the shop of the order switched to (a new page). */
export const subjectSearchLogic = (client: ApiClient, switchTo: (url: string) => void) => {
  const api = subjectSearchApi(client)
  return subjectSearchMachine.provide({
    actors: {
      searchByCode: fromPromise(({ input }) => api.search(input)),
      createLinkedOrder: fromPromise(({ input }) =>
        api.createOrder(input.clientSessionId, input.subjectId, input.linkedOrderId),
      ),
    },
    actions: { switchTo: (_, { url }) => switchTo(url) },
  })
}

export { subjectSearchView }

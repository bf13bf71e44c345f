import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { accessCodeMachine } from '../../machines/accessCode'
import { accessCodeView } from '../../machines/accessCodeView'
import { ApiError, createApiClient } from '../api/client'
import { shopApi } from '../api/shop'
import { inspection } from '../inspect'

/** The access-code machine wired to the code search and to the browser's navigation, and what its form shows. */
export const useAccessCode = (apiBase: string, language: string) => {
  const logic = useMemo(() => {
    const api = shopApi(createApiClient(apiBase, language))
    return accessCodeMachine.provide({
      actors: {
        searchByCode: fromPromise(async ({ input }) => {
          const found = await api.searchByCode(input.code).catch((e: unknown) => {
            if (e instanceof ApiError && e.status === 404) return null
            throw e
          })
          return { clientSessionId: found?.clientSessions[0]?.id ?? null, subjectId: found?.subjects[0]?.id ?? null }
        }),
      },
      actions: {
        openShop: (_, { clientSessionId, subjectId }) =>
          // Issue 16 point 1: the shop replaces the code's page, so Back from the shop's first page does not ask for the
          // code again (the Home link says where it goes).
          window.location.replace(`/cart/${clientSessionId}${subjectId ? `?subjectUid=${subjectId}` : ''}`),
      },
    })
  }, [apiBase, language])
  const [snapshot, send] = useActor(logic, inspection())
  return { view: accessCodeView(snapshot), send }
}

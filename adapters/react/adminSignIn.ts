import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { adminSignInMachine } from '../../machines/adminSignIn'
import { adminSignInView } from '../../machines/adminSignInView'
import { adminApi } from '../api/admin'
import { createApiClient } from '../api/client'
import { inspection } from '../inspect'
import { isAdminMode, writeAdminToken } from '../storage/adminToken'

/** Issue 15 point 2: the admin area's machine wired to the API, the tab's admin token and navigation. */
export const useAdminSignIn = (apiBase: string, language: string) => {
  const logic = useMemo(() => {
    const api = adminApi(createApiClient(apiBase, language))
    return adminSignInMachine.provide({
      actors: {
        checkToken: fromPromise(async ({ input }) => {
          await api.signIn(input.token)
        }),
        findOrder: fromPromise(({ input }) => api.order(input.reference)),
      },
      actions: {
        keepToken: (_, { token }) => writeAdminToken(token),
        forgetToken: () => writeAdminToken(null),
        openAddress: (_, { address }) => window.location.assign(address),
      },
    })
  }, [apiBase, language])
  const [snapshot, send] = useActor(logic, { ...inspection(), input: { signedIn: isAdminMode() } })
  return { view: useMemo(() => adminSignInView(snapshot), [snapshot]), send }
}

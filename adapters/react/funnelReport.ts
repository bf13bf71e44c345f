import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { funnelReportMachine } from '../../machines/funnelReport'
import { funnelReportView } from '../../machines/funnelReportView'
import { createApiClient } from '../api/client'
import { reportsApi } from '../api/reports'
import { inspection } from '../inspect'

/** Issue 15 point 4: the funnel report page's machine, its call made with the admin token, and what the page shows. */
export const useFunnelReport = (apiBase: string, language: string) => {
  const logic = useMemo(() => {
    const api = reportsApi(createApiClient(apiBase, language))
    return funnelReportMachine.provide({ actors: { loadReport: fromPromise(({ input }) => api.funnel(input)) } })
  }, [apiBase, language])
  const [snapshot, send] = useActor(logic, inspection())
  return { view: useMemo(() => funnelReportView(snapshot), [snapshot]), send }
}

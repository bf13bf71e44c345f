import type { SearchRequest, SubjectSearchResults } from '../../machines/subjectSearch'
import { CreateOrderResponse, SearchByCodeResponse } from './answers'
import { type ApiClient, ApiError } from './client'

const NOTHING: SubjectSearchResults = { clientSessions: [], subjects: [] }
const NO_SUBJECTS = 'multi_child_ordering.error_search_found_no_subjects'

/** Multi-child ordering's calls (B §7 GET /search/by_code, C §7 POST /orders with linkedOrder); answers decoded. */
export const subjectSearchApi = (api: ApiClient) => ({
  /**
   * B §2 subject search from the current order, or from the shop before there is an order. Other schools are asked
   * for (requireMcoCrossSession=1); the server grants them only where both stages allow it. Nothing found (404, B §5)
   * is an empty answer.
   */
  search: async (request: SearchRequest): Promise<SubjectSearchResults> => {
    const query: Record<string, string> = {
      accessCode: request.accessCode,
      stageType: request.stageType,
      requireMcoCrossSession: '1',
      ...(request.orderId ? { orderId: request.orderId } : { clientSession: request.clientSessionId }),
    }
    try {
      return (await api(SearchByCodeResponse, '/search/by_code', { query })).data
    } catch (e) {
      if (e instanceof ApiError && e.status === 404 && e.fields.accessCode === NO_SUBJECTS) return NOTHING
      throw e
    }
  },
  /** C §7 create order; with `linkedOrderId` the new order joins that order's group (C §4). */
  createOrder: async (clientSession: string, subject: string | null, linkedOrder: string | null = null) =>
    (
      await api(CreateOrderResponse, '/orders', {
        method: 'POST',
        body: { order: { clientSession, subject, ...(linkedOrder ? { linkedOrder } : {}) } },
      })
    ).data.order,
})
export type SubjectSearchApi = ReturnType<typeof subjectSearchApi>

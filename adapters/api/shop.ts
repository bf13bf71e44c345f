import {
  ClientSessionResponse,
  MemberResponse,
  ProductSetResponse,
  SearchByCodeResponse,
  StoreResponse,
  SubjectImagesResponse,
  SubjectResponse,
} from './answers'
import { type ApiClient, ApiError } from './client'

/** B §7 store, member, client session, product set and access-code search. */
export const shopApi = (api: ApiClient) => ({
  store: async (storeId: string | null) => {
    if (!storeId) throw new ApiError(404, 'not_found', 'This shop does not exist')
    return (await api(StoreResponse, `/stores/${storeId}`)).store
  },
  member: async () => (await api(MemberResponse, '/member')).member.credentials,
  clientSession: async (id: string) =>
    (await api(ClientSessionResponse, `/client_sessions/${encodeURIComponent(id)}`)).clientSession,
  productSet: async (clientSessionId: string) =>
    (await api(ProductSetResponse, `/product_sets/${encodeURIComponent(clientSessionId)}`)).productSet,
  subject: async (clientSessionId: string, subjectId: string) =>
    (
      await api(
        SubjectResponse,
        `/client_sessions/${encodeURIComponent(clientSessionId)}/subjects/${encodeURIComponent(subjectId)}`,
      )
    ).subject,
  subjectImages: async (subjectId: string) =>
    (await api(SubjectImagesResponse, `/subjects/${encodeURIComponent(subjectId)}/images`)).data.images,
  searchByCode: async (accessCode: string) =>
    (await api(SearchByCodeResponse, '/search/by_code', { query: { accessCode } })).data,
})
export type ShopApi = ReturnType<typeof shopApi>

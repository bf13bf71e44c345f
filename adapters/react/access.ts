import { useMemo } from 'react'
import { createApiClient } from '../api/client'
import { shopApi } from '../api/shop'

/** The access-code page needs only the code search of the shop API. */
export const useShopApi = (apiBase: string, language: string) =>
  useMemo(() => shopApi(createApiClient(apiBase, language)), [apiBase, language])

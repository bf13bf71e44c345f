import { Hono } from 'hono'
import { lookupQueryReady } from '../../core/addressValidation'
import {
  AddressQueryRequest,
  AddressSuggestionsResponse,
  AddressValidateRequest,
  AddressValidateResponse,
} from '../../core/schemas/checkout'
import { decodeOr400, send } from '../http'
import { lookupAddressesWith, validateAddressWith } from '../services/addressValidation'
import type { AppEnv } from './env'

/**
 * C §7 address validation and lookup, for any shopper: no order is read or written. Both answer from the configured
 * providers within their time limit, and with nothing rather than an error (server/services/addressValidation.ts).
 */
export const addressRoutes = new Hono<AppEnv>()
  .patch('/addresses/validate', async (c) => {
    const { address } = decodeOr400(AddressValidateRequest, await c.req.json<unknown>(), 'invalid.address')
    const addresses = await validateAddressWith(c.var.deps.addressProviders, address)
    return send(c, AddressValidateResponse, { data: { addresses } })
  })
  .patch('/addresses/suggestions', async (c) => {
    const { addressQuery } = decodeOr400(AddressQueryRequest, await c.req.json<unknown>(), 'invalid.address_query')
    // C §9: the lookup starts from 4 typed characters; the browser waits for them too.
    const addresses = lookupQueryReady(addressQuery.query)
      ? await lookupAddressesWith(c.var.deps.addressProviders, addressQuery.query, addressQuery.expandSelected ?? null)
      : []
    return send(c, AddressSuggestionsResponse, { addresses })
  })

// The sandbox card gateway's browser part (issue 13; the server side is server/services/payments/): it turns the card
// into a token at the gateway, so the card number never reaches the shop's API, and it hands the parent to the
// gateway's authentication page when the card asks for it. A real provider's script would take its place here.
import { FetchError, ofetch } from 'ofetch'
import type { SandboxCardRequest, SandboxPaymentMethod } from '../../core/schemas/payment'
import { SandboxPaymentMethod as readPaymentMethod } from '../api/answers'
import { ApiError } from '../api/client'

/** What a card gateway's browser part does for the payment machine (its actors `tokenise` and `handleCardAction`). */
export type CardGatewayClient = {
  /** The card's token (`pm_…`) with its brand and last four digits; refused with the gateway's own words. */
  tokenise: (
    publishableKey: string,
    card: SandboxCardRequest['card'],
    signal?: AbortSignal,
  ) => Promise<SandboxPaymentMethod>
  /** C §4 card action: the gateway's page, which comes back to `returnPath` (the shop's /payment/result). */
  handleCardAction: (clientSecret: string, returnPath: string) => Promise<never>
}

type GatewayErrorBody = { error?: { code?: unknown; message?: unknown } } | undefined

/** A refusal as the payment machine reads errors: status, code and the gateway's message (C §8 tokenising errors). */
const gatewayError = (e: unknown): ApiError => {
  if (!(e instanceof FetchError)) return new ApiError(0, 'gateway_unavailable', String(e))
  const body = (e.data as GatewayErrorBody)?.error
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback)
  return new ApiError(e.status ?? 0, text(body?.code, 'gateway_error'), text(body?.message, ''))
}

/** The sandbox at this origin (`/sandbox`, served by the shop's server in test mode). */
export const sandboxGateway = (navigate: (url: string) => void, base = '/sandbox'): CardGatewayClient => ({
  tokenise: async (publishableKey, card, signal) => {
    try {
      const raw = await ofetch(`${base}/v1/payment_methods`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${publishableKey}` },
        body: { card } satisfies SandboxCardRequest,
        retry: 0,
        signal,
      })
      return readPaymentMethod(raw)
    } catch (e) {
      throw gatewayError(e)
    }
  },
  handleCardAction: (clientSecret, returnPath) => {
    const query = new URLSearchParams({ client_secret: clientSecret, return_url: returnPath })
    navigate(`${base}/challenge?${query}`)
    // The page is left: nothing settles here.
    return new Promise<never>(() => {})
  },
})

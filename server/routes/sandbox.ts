import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { SandboxCardRequest, SandboxPaymentMethod } from '../../core/schemas/payment'
import { decodeOr400, errorAnswer, HttpError, send } from '../http'
import { requestLimits } from '../requestLimits'
import { SANDBOX_PUBLISHABLE_KEY, type SandboxGateway } from '../services/payments/sandbox'
import { CHALLENGE_ANSWERS, type ChallengeAnswer } from '../services/payments/sandboxCards'
import { challengePage, messagePage, STYLESHEET } from './sandboxChallengePage'

/**
 * Where a challenge may send the parent back: a path of the shop (`/cart/...`) in printable ASCII, with no `//`,
 * backslash or fragment, so it can never lead to another site (an open redirect) nor lose the added parameter.
 */
export const isReturnUrl = (url: string): boolean =>
  url.length <= 1000 && /^\/cart\/[\x21-\x7e]*$/.test(url) && !url.includes('//') && !/[\\#]/.test(url)

const withPaymentIntent = (returnUrl: string, intentId: string) =>
  `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment_intent=${encodeURIComponent(intentId)}`

const badReturn = (c: Context) =>
  c.html(messagePage('This link cannot be used', 'The address to return to is not a page of this shop.'), 400)
const unknownChallenge = (c: Context) =>
  c.html(
    messagePage(
      'Authentication not found',
      'This authentication request is not known. Go back to the shop and try your payment again.',
    ),
    404,
  )

/**
 * The sandbox card gateway's own pages and calls (issue 13), mounted at /sandbox beside the API: its browser part
 * posts cards here (the number never reaches /api) and the parent answers its bank-style challenge here. Open (no
 * shop token), as a provider's endpoints are.
 */
export const sandboxRoutes = (gateway: SandboxGateway) =>
  new Hono()
    .use(async (c, next) => {
      await next()
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
    })
    .use('/v1/*', ...requestLimits)
    .post('/v1/payment_methods', async (c) => {
      if (c.req.header('Authorization') !== `Bearer ${SANDBOX_PUBLISHABLE_KEY}`)
        throw new HttpError(401, 'invalid_publishable_key', 'auth.publishable_key')
      const { card } = decodeOr400(SandboxCardRequest, await c.req.json<unknown>(), 'invalid.card')
      return send(c, SandboxPaymentMethod, await gateway.tokenise(card))
    })
    .get('/challenge.css', (c) =>
      c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }),
    )
    .get('/challenge', async (c) => {
      const secret = c.req.query('client_secret') ?? ''
      const returnUrl = c.req.query('return_url') ?? ''
      if (!isReturnUrl(returnUrl)) return badReturn(c)
      const intent = await gateway.intentBySecret(secret)
      if (!intent) return unknownChallenge(c)
      // Answered already (reload, Back): on to the shop again.
      if (intent.status !== 'requires_action') return c.redirect(withPaymentIntent(returnUrl, intent.id), 303)
      return c.html(challengePage(intent, secret, returnUrl))
    })
    .post(
      '/challenge',
      bodyLimit({ maxSize: 4096, onError: (c) => c.html(messagePage('Too much', 'The form is too large.'), 413) }),
      async (c) => {
        const form = await c.req.parseBody()
        const field = (name: string) => {
          const value = form[name]
          return typeof value === 'string' ? value : ''
        }
        const returnUrl = field('return_url')
        const answer = field('answer') as ChallengeAnswer
        if (!isReturnUrl(returnUrl)) return badReturn(c)
        if (!CHALLENGE_ANSWERS.includes(answer))
          return c.html(messagePage('Choose an answer', 'Use one of the buttons of the authentication page.'), 400)
        const intent = await gateway.answerChallenge(field('client_secret'), answer)
        if (!intent) return unknownChallenge(c)
        return c.redirect(withPaymentIntent(returnUrl, intent.id), 303)
      },
    )
    .onError(errorAnswer)

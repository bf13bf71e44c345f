// The sandbox bank's pages (issue 13): the authentication challenge of a card that asks for it, and a short page for
// a link that cannot be used. Plain HTML forms, no script; the stylesheet is a file of its own (the shop's CSP).
import { html } from 'hono/html'
import { toMajor } from '../../core/money'
import { cardIconOf } from '../../core/payments'
import type { SandboxIntent } from '../services/payments/sandbox'

export const STYLESHEET_PATH = '/sandbox/challenge.css'

const layout = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Sandbox bank — test mode</title>
    <link rel="stylesheet" href="${STYLESHEET_PATH}" />
  </head>
  <body>
    <main>
      <p class="bank">Sandbox bank — test mode</p>
      ${body}
    </main>
  </body>
</html>`

const amountOf = (intent: SandboxIntent) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: intent.currency }).format(toMajor(intent.amount))

const cardOf = (intent: SandboxIntent) =>
  intent.card ? `${cardIconOf(intent.card.brand) ?? 'Card'} ending in ${intent.card.last4}` : 'Your card'

export const challengePage = (intent: SandboxIntent, clientSecret: string, returnUrl: string) =>
  layout(
    'Confirm your payment',
    html`<h1>Confirm your payment</h1>
      <dl>
        <dt>Merchant</dt>
        <dd>${intent.merchant}</dd>
        <dt>Amount</dt>
        <dd class="amount">${amountOf(intent)}</dd>
        <dt>Card</dt>
        <dd>${cardOf(intent)}</dd>
      </dl>
      <p class="note">
        This page stands in for your bank's security check. It is a test: no bank is asked and no money moves.
      </p>
      <form method="post" action="/sandbox/challenge">
        <input type="hidden" name="client_secret" value="${clientSecret}" />
        <input type="hidden" name="return_url" value="${returnUrl}" />
        <button type="submit" name="answer" value="complete" class="primary">Complete authentication</button>
        <button type="submit" name="answer" value="fail">Fail authentication</button>
        <button type="submit" name="answer" value="close" class="quiet">Close</button>
      </form>`,
  )

/** A link the sandbox cannot act on: what happened and what to do, in plain words. */
export const messagePage = (title: string, message: string) =>
  layout(title, html`<h1>${title}</h1><p class="note">${message}</p>`)

/** Phone first (390 px), large touch targets, contrast AA, the system font. */
export const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1b2330;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem;background:#fff;min-height:100vh}
@media (min-width:30rem){main{margin:2.5rem auto;min-height:0;border-radius:.75rem;box-shadow:0 2px 12px #0002;padding:2rem}}
.bank{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.375rem;background:#fff4d6;color:#5c4400;font-weight:600;font-size:.875rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1rem}
dt{color:#4a5566}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
.note{color:#4a5566;margin:0 0 1.5rem}
form{display:grid;gap:.75rem}
button{min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #9aa5b5;background:#fff;color:#1b2330;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#1f5fbf;border-color:#1f5fbf;color:#fff}
button.quiet{border-color:transparent;text-decoration:underline}
button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
`

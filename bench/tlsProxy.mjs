// What parents reach in production (docs/operations.md "Behind a reverse proxy"): the shop behind a proxy that speaks
// HTTPS and HTTP/2 to the browser and HTTP/1.1 to the shop, here in Node for the browser benchmarks. Over plain HTTP a
// browser opens at most six connections to a host, so a page's scripts, reads and photos queue for them; over HTTP/2
// they share one. The certificate is self-signed for localhost (the audited Chromium is told to accept it).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './shop.mjs'

// Headers of one hop, which a proxy never passes on (RFC 9110 §7.6.1; HTTP/2 forbids them).
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host'])

/** A key and a certificate for localhost, valid for a day, made with openssl. */
const localCertificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'picture-day-tls-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ]),
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const passed = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP.has(name)))

/** Starts the proxy in front of `target` (the shop's http:// address); resolves with its https:// address and stop. */
export const startTlsProxy = async (target) => {
  const shop = new URL(target)
  const agent = new Agent({ keepAlive: true })
  const server = createSecureServer({ ...localCertificate(), allowHTTP1: true }, (incoming, outgoing) => {
    const forwarded = request(
      {
        host: shop.hostname,
        port: shop.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...passed(incoming.headers), host: shop.host, 'x-forwarded-proto': 'https' },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passed(answer.headers))
        // A body cut off on the way is cut off for the browser too, never passed on as whole.
        answer.on('error', () => outgoing.destroy())
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy()
      else outgoing.writeHead(502).end()
    })
    // A request the browser gave up on is given up on at the shop too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forwarded.destroy()
    })
    incoming.pipe(forwarded)
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, resolve))
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.close(() => resolve())
      }),
  }
}

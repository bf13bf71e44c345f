#!/usr/bin/env node
// npm run test:pg: the API tests on a real PostgreSQL server (issue 10 point 1). npm test runs them here only: on
// PGlite, the embedded database, run its own files (database, dataTemplate, in npm run test:unit) and every browser
// journey (the built server on PGlite).
//
// Finds the PostgreSQL binaries (initdb and pg_ctl on PATH, else the newest /usr/lib/postgresql/*/bin), starts a
// throw-away cluster in a temporary folder on a free loopback port, runs `vitest run tests/api` (or the arguments
// given) with TEST_DATABASE_URL pointing at it, and always stops and deletes the cluster: on success, failure,
// Ctrl-C or SIGTERM. Each API test file then creates and drops a database of its own (tests/api/harness.ts), copied
// from a template database the run seeds once.
//
// No binaries: one line saying so, and the same files run on PGlite instead; under CI=true that is a failure instead
// (.ci/run installs PostgreSQL 15 from Debian's packages first). initdb refuses to run as root: as root the cluster
// runs as the `postgres` user that Debian's package creates (runuser), and the temporary folder is handed to it.
import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

const say = (line) => console.log(`[test:pg] ${line}`)
const ci = Boolean(process.env.CI) && process.env.CI !== 'false'

const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))

/** The folder holding initdb, pg_ctl and postgres ('' for PATH); null when PostgreSQL is not installed. */
const findBinaries = () => {
  if (onPath('initdb') && onPath('pg_ctl') && onPath('postgres')) return ''
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? join(debian, versions[0], 'bin') : null
}

const bin = findBinaries()
if (bin === null) {
  if (ci) {
    console.error('[test:pg] PostgreSQL is not installed (no initdb/pg_ctl): CI must run the API tests on it too.')
    process.exit(1)
  }
  // npm run test:unit leaves the API files to this run (all but the embedded database's own two): without PostgreSQL
  // they run here on PGlite rather than nowhere. The race files then pass by construction (PGlite runs transactions
  // one at a time).
  say('PostgreSQL is not installed here (no initdb or pg_ctl): running the API tests on PGlite instead')
  const vitest = join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs')
  const args = process.argv.slice(2)
  const files = args.length > 0 ? args : ['tests/api']
  process.exit(spawnSync(process.execPath, [vitest, 'run', ...files], { stdio: 'inherit' }).status ?? 1)
}
const tool = (name) => (bin ? join(bin, name) : name)

// As root, the cluster belongs to an unprivileged user.
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
let runAs = null
if (asRoot) {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (id.status !== 0) {
    console.error('[test:pg] Running as root, and there is no `postgres` user to run the cluster as.')
    process.exit(1)
  }
  runAs = {
    name: 'postgres',
    uid: Number(id.stdout.trim()),
    gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
  }
}
// runuser lives in /usr/sbin, which a non-login root shell may not have on PATH.
const runuser = onPath('runuser') ? 'runuser' : ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p))
if (runAs && !runuser) {
  console.error('[test:pg] Running as root, and runuser (util-linux) is missing to run the cluster as postgres.')
  process.exit(1)
}
const command = (name, args) => (runAs ? [runuser, ['-u', runAs.name, '--', tool(name), ...args]] : [tool(name), args])

const run = (name, args) => {
  const [cmd, argv] = command(name, args)
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: root })
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`
    throw new Error(`${name} failed (${why}):\n${result.stdout ?? ''}${result.stderr ?? ''}`)
  }
  return result
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const root = mkdtempSync(join(tmpdir(), 'storefront-pg-'))
const data = join(root, 'data')
const log = join(root, 'server.log')
if (runAs) {
  chownSync(root, runAs.uid, runAs.gid)
  chmodSync(root, 0o700)
}

/** The end of the server's log, printed when something failed (the folder is deleted right after). */
const showLog = () => {
  if (!existsSync(log)) return
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n')
  say(`last lines of the PostgreSQL log:\n${lines.slice(-30).join('\n')}`)
}

let started = false
let cleaned = false
const cleanUp = () => {
  if (cleaned) return
  cleaned = true
  if (started) {
    const [cmd, argv] = command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    spawnSync(cmd, argv, { stdio: 'ignore', cwd: root })
  }
  rmSync(root, { recursive: true, force: true })
}
process.on('exit', cleanUp)

let child = null
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    say(`${signal}: stopping the tests and the cluster`)
    child?.kill(signal)
    cleanUp()
    process.exit(130)
  })
}

const startedAt = Date.now()
try {
  const port = await freePort()
  // Password authentication over TCP (so a wrong password can be tested), trust on the socket in the temp folder.
  const password = `pw${Math.random().toString(36).slice(2)}`
  const pwfile = join(root, 'pwfile')
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (runAs) chownSync(pwfile, runAs.uid, runAs.gid)
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--pwfile',
    pwfile,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  // A throw-away cluster: durability settings off, enough connections for parallel test files.
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ')
  run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'])
  started = true
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`
  say(
    `PostgreSQL ${run('postgres', ['--version'])
      .stdout.trim()
      .replace(/^postgres \(PostgreSQL\) /, '')} on 127.0.0.1:${port} (${root})`,
  )

  const args = process.argv.slice(2)
  const vitest = join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs')
  child = spawn(process.execPath, [vitest, 'run', ...(args.length > 0 ? args : ['tests/api'])], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  })
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
  say(`${code === 0 ? 'passed' : 'FAILED'} on PostgreSQL in ${Math.round((Date.now() - startedAt) / 1000)} s`)
  if (code !== 0) showLog()
  cleanUp()
  process.exit(code)
} catch (e) {
  console.error(`[test:pg] ${e instanceof Error ? e.message : e}`)
  showLog()
  cleanUp()
  process.exit(1)
}

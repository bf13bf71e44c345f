// The registry these machines reach serves only this platform's native binaries, so `npm install` leaves the other
// platforms' optional packages out of package-lock.json and `npm ci` then refuses the lock file ("Missing: ... from
// lock file"). This records each missing optional package as optional; npm ci skips those it cannot fetch.
// Run `npm run lock:optional` after changing dependencies; tests/architecture/lockfile.test.ts checks it was done.
import { readFileSync, writeFileSync } from 'node:fs'

export const missingOptional = (lock) =>
  Object.values(lock.packages).flatMap((entry) =>
    Object.entries(entry.optionalDependencies ?? {})
      .filter(([name]) => !lock.packages[`node_modules/${name}`])
      .map(([name, version]) => ({ name, version, dev: entry.dev === true })),
  )

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
  const missing = missingOptional(lock)
  for (const { name, version, dev } of missing)
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...(dev ? { dev: true } : {}) }
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: recorded ${missing.length} optional packages of other platforms`)
}

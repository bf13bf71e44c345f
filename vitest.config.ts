import { defineConfig } from 'vitest/config'

// Unit, property, machine and API tests. Browser tests live in vitest.e2e.config.ts (they need a build).
export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one free: one worker on a 2-core machine). The API files spend much of their
    // time in PGlite's and PostgreSQL's work and in I/O, so two workers on two cores measured 453 s → 366 s.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{unit,property,machines,api,architecture}/**/*.test.ts'],
          // The API files' seeded databases are copied from templates made once per run (tests/api/harness.ts).
          globalSetup: ['tests/api/templates.ts'],
          // An API file starts the app in beforeAll, and the first one to want a seeded template makes it (initdb,
          // migrations, seed, drawing the demo photos) while others wait: half a minute on two busy cores, so the hook
          // gets more than the default 10 s. No test asserts a time.
          hookTimeout: 120_000,
          // With every core busy, a test that migrates and seeds a database takes longer than the default 5 s.
          testTimeout: 30_000,
          // A worker imports the modules once for all its files instead of once per file: importing (effect's
          // schemas, xstate, the server for the API files) was most of the phase, 193 s -> 99 s with coverage. The
          // files share no state that matters: each test that stubs a global or fakes timers restores them after.
          isolate: false,
        },
      },
      {
        test: { name: 'dom', environment: 'happy-dom', include: ['tests/ui/**/*.test.{ts,tsx}'] },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
})

import { defineConfig } from 'vitest/config'

// Browser journeys in real Chromium against the built app; each file starts its own server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // On two busy cores a journey now and then outruns the page it waits on; one retry keeps CI honest about real
    // failures (a second failure fails the run) while the flaky waits are tracked down.
    retry: 1,
  },
})

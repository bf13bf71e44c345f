import { defineConfig } from 'vitest/config'

// Browser journeys in real Chromium against the built app; each file starts its own server and browser.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // A journey of many pages (phone.test.ts's, with axe and screenshots on each) can pass 60 s on two busy cores.
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // Two files at a time, also on two cores: a journey spends much of its time waiting on the page, the server or the
    // browser, and files share nothing (each has its own port, DATA_DIR and Chromium). All 19 files: 522 s one at a
    // time (clean CI run), 325 s two at a time with other work on the machine, no test retried.
    maxWorkers: 2,
    // On two busy cores a journey now and then outruns the page it waits on; one retry keeps CI honest about real
    // failures (a second failure fails the run) while the flaky waits are tracked down.
    retry: 1,
    // expect.poll waits for what the page will show; its default of 1 s is shorter than a reload or a save takes on
    // two busy cores (the stop-26 CI failure). A poll that passes returns at once, so passing runs are no slower.
    expect: { poll: { timeout: 10_000 } },
  },
})

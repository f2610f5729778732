import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

// Each worker starts the rig's anvil chains and serves the built example (e2e/exampleSite.ts).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  ...sharedCoreLimits,
  reporter: [['list']],
  use: {
    launchOptions: pageSuiteLaunchOptions,
    trace: traceOnFailure,
  },
})

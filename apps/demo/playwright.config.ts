import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

// Each worker starts the rig and serves the demo on it (e2e/demoSite.ts), as `npm run demo` does.
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

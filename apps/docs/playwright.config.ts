import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

// The built site (`npm run build`), served from its files by e2e/docsSite.ts.
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

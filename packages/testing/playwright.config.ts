import { defineConfig } from '@playwright/test'
import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from './src/chromium.js'

// One worker: the two cores are shared, and each worker starts its own rig chains.
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

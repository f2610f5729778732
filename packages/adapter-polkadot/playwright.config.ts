import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

// One worker: the two cores are shared, and each worker starts its own chopsticks chain.
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
    contextOptions: { reducedMotion: 'reduce' },
  },
})

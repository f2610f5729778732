import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  // Signing in downloads the sign-in view and flow, then the adapter's signing code, signs, checks
  // the signature over the chain's RPC and posts it to the shop's server: seconds on a busy
  // two-core machine, past expect's default 5 s.
  ...sharedCoreLimits,
  use: {
    launchOptions: pageSuiteLaunchOptions,
    trace: traceOnFailure,
    contextOptions: { reducedMotion: 'reduce' },
  },
})

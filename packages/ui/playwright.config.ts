import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './e2e',
  // The soak runs in `npm run fuzz` (npm run soak here), not with the other specs.
  testIgnore: process.env.LATCH_SOAK ? [] : ['**/soak/**'],
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  ...sharedCoreLimits,
  use: {
    launchOptions: pageSuiteLaunchOptions,
    trace: traceOnFailure,
    // Visitors who ask for reduced motion get no animation, so Playwright never waits for one;
    // motion.spec.ts covers the animated path.
    contextOptions: { reducedMotion: 'reduce' },
  },
})

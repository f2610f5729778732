import { chromiumLaunchOptions } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 15_000,
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    // Visitors who ask for reduced motion get no animation, so Playwright never waits for one;
    // motion.spec.ts covers the animated path.
    contextOptions: { reducedMotion: 'reduce' },
  },
})

import { chromiumLaunchOptions } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'

// One worker: the two cores are shared, and each worker starts its own rig.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
  },
})

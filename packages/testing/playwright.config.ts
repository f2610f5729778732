import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './src/chromium.js'

// One worker: the two cores are shared, and each worker starts its own rig chains.
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
  },
})

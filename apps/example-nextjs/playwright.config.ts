import { pageSuiteLaunchOptions, sharedCoreLimits, traceOnFailure } from '@latchkit/testing/chromium'
import { defineConfig } from '@playwright/test'
import { examplePort } from './e2e/examplePort'

// Serves the built example (`npm run build` first; Nx runs it before `e2e`) as a site ships it,
// with `next start`; each worker starts the rig's anvil chains (e2e/exampleSite.ts).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  ...sharedCoreLimits,
  reporter: [['list']],
  webServer: {
    command: `next start -H 127.0.0.1 -p ${examplePort}`,
    url: `http://127.0.0.1:${examplePort}`,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${examplePort}`,
    launchOptions: pageSuiteLaunchOptions,
    trace: traceOnFailure,
  },
})

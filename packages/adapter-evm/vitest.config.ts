import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file starts its own two anvil chains and deploys the rig's contracts.
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
})

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The verifier tests start two anvil chains and deploy the rig's contracts.
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
})

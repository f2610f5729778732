import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file starts its own LiteSVM cluster.
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../../vitest.shared.js'

export default defineConfig({
  // The test adapter of packages/testing imports `@latchkit/core`: point it at these sources, so
  // core's tests and the adapter share one copy of the core (no build needed, no duplicate classes).
  resolve: { alias: { '@latchkit/core': fileURLToPath(new URL('./src/exports/index.ts', import.meta.url)) } },
  test: {
    ...sharedWorkers,
    include: ['src/**/*.test.ts'],
  },
})

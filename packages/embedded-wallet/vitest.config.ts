import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../../vitest.shared.js'

export default defineConfig({
  test: {
    ...sharedWorkers,
    include: ['src/**/*.test.ts'],
  },
})

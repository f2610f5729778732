import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../vitest.shared.js'

// Unit tests. The byte budget (src/budget) builds two apps and runs as `npm run size`.
export default defineConfig({
  test: { ...sharedWorkers, include: ['src/**/*.test.ts'], exclude: ['src/budget/**'] },
})

import { defineConfig } from 'vitest/config'

// Unit tests. The byte budget (src/budget) builds two apps and runs as `npm run size`.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], exclude: ['src/budget/**'] } })

import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../../vitest.shared.js'

// Unit tests only (Node by default; DOM tests opt into happy-dom per file); the browser specs in
// e2e/ run under Playwright.
export default defineConfig({ test: { ...sharedWorkers, include: ['src/**/*.test.{ts,tsx}'] } })

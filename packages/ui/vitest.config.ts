import { defineConfig } from 'vitest/config'
import { sharedWorkers } from '../../vitest.shared.js'

// Unit tests only: the browser specs in e2e/ run under Playwright.
export default defineConfig({ test: { ...sharedWorkers, include: ['src/**/*.test.{ts,tsx}'] } })

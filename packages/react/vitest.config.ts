import { defineConfig } from 'vitest/config'

// Unit tests only (Node by default; DOM tests opt into happy-dom per file); the browser specs in
// e2e/ run under Playwright.
export default defineConfig({ test: { include: ['src/**/*.test.{ts,tsx}'] } })

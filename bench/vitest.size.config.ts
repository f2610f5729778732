import { defineConfig } from 'vitest/config'

// The byte budget: Vite builds of the baseline and LatchKit apps (give them time on 2 busy cores).
export default defineConfig({
  test: { include: ['src/budget/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 },
})

import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/exports/*.ts', '!src/exports/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
})

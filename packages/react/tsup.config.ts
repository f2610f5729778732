import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/exports/*.ts', '!src/exports/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  // esbuild's own tree shaking: tsup's extra Rollup pass (`treeshake: true`) drops the banner.
  treeshake: false,
  // Hooks and components run on the client in React Server Components apps (Next.js): every
  // built file starts with the directive (a directive in a source file would not survive bundling).
  banner: { js: "'use client'" },
})

import { rollup } from 'rollup'
import { defineConfig } from 'tsup'
import { rebundleDist } from '../../scripts/rebundleDist.mjs'

export default defineConfig({
  entry: ['src/exports/*.ts', '!src/exports/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  // Shared chunks folded into the entries, so a site's bundler does not fetch them as extra
  // files before the page renders (../../scripts/rebundleDist.mjs).
  onSuccess: () => rebundleDist({ rollup }),
})

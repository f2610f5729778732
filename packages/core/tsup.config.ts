import { readFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

export default defineConfig({
  entry: ['src/exports/*.ts', '!src/exports/*.test.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  // The `sv` the kit's service clients send (controllers/options/serviceClients.ts).
  define: { __LATCHKIT_CORE_VERSION__: JSON.stringify(version) },
})

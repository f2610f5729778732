import { defineConfig } from 'tsup'

// The JS ships one module per source file, as core's and adapter-bitcoin's do: a site's bundler
// then places each module where it is first needed, so the page's first download holds only
// discovery, the networks, the connectors and the adapter's thin methods, and each lazy part
// (connecting, the extension driver, the actions, @polkadot/api's client, WalletConnect, the
// verifier) is its own chunk. The type declarations stay bundled per entry.
export default defineConfig([
  {
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-utils/**'],
    format: ['esm'],
    bundle: false,
    clean: true,
    target: 'es2022',
  },
  {
    entry: { index: 'src/exports/index.ts', transferErrors: 'src/exports/transferErrors.ts' },
    format: ['esm'],
    dts: { only: true },
  },
])

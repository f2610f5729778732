import { readFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

// The JS ships one module per source file (not bundled into shared chunks): a site's bundler then
// places each module where it is first needed, so the code the kit loads lazily (the session,
// WalletConnect, sign-in, wallet list) does not drag the modules it shares with the first
// download into extra chunks. Measured on the bench's Vite build: 2.1 KiB gz less before the
// first click than the chunked build. The type declarations stay bundled per entry.
export default defineConfig([
  {
    entry: [
      'src/**/*.ts',
      '!src/**/*.test.ts',
      '!src/**/*.test-d.ts',
      // Test helpers over packages/testing, not shipped.
      '!src/kit/testKit.ts',
      '!src/walletConnect/walletConnectTestKit.ts',
    ],
    format: ['esm'],
    bundle: false,
    target: 'es2022',
    // The `sv` the kit's service clients send (controllers/options/serviceClients.ts).
    define: { __LATCHKIT_CORE_VERSION__: JSON.stringify(version) },
  },
  {
    entry: { index: 'src/exports/index.ts', clients: 'src/exports/clients.ts' },
    format: ['esm'],
    dts: { only: true },
  },
])

import { defineConfig } from 'tsup'

// The JS ships one module per source file, as core's does (../core/tsup.config.ts): a site's
// bundler then places each module where it is first needed. Bundled into shared chunks, the
// adapter's lazy parts (connecting, the wallet drivers, Esplora, sending, WalletConnect) made Vite
// 8's bundler split modules the page's first download already had into nine extra files: the
// adapter added 5.2 KiB gz before the first click that way, 3.1 KiB this way (bench byte check).
// The type declarations stay bundled per entry.
export default defineConfig([
  {
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-utils/**'],
    format: ['esm'],
    bundle: false,
    clean: true,
    target: 'es2022',
  },
  {
    entry: { index: 'src/exports/index.ts', sendErrors: 'src/exports/sendErrors.ts' },
    format: ['esm'],
    dts: { only: true },
  },
])

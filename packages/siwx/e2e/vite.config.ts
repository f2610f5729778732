import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: source('./fixture'),
  logLevel: 'warn',
  // This package, the modal and the Solana adapter from their sources; core and the EVM adapter from their builds.
  resolve: {
    alias: [
      { find: /^@latchkit\/siwx\/evm$/, replacement: source('../src/exports/evm.ts') },
      { find: /^@latchkit\/siwx\/solana$/, replacement: source('../src/exports/solana.ts') },
      {
        find: /^@latchkit\/adapter-solana$/,
        replacement: source('../../adapter-solana/src/exports/index.ts'),
      },
      { find: /^@latchkit\/siwx$/, replacement: source('../src/exports/index.ts') },
      { find: /^@latchkit\/ui$/, replacement: source('../../ui/src/exports/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: { input: { siwx: source('./fixture/siwx.html') } },
  },
  preview: { host: '127.0.0.1' },
})

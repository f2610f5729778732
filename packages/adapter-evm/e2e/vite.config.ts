import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const page = (name: string) => fileURLToPath(new URL(`./fixture/${name}`, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('./fixture', import.meta.url)),
  logLevel: 'warn',
  // The adapter from its sources (the spec tests this package); the core from its build.
  resolve: {
    alias: { '@latchkit/adapter-evm': fileURLToPath(new URL('../src/exports/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // walletconnect.html: a site of its own showing the pairing URI; walletconnect-modal.html:
    // the kit's modal and button (@latchkit/ui, from dist/) with the QR code.
    rollupOptions: {
      input: {
        walletconnect: page('walletconnect.html'),
        modal: page('walletconnect-modal.html'),
        // injected.html: a site with the kit's modal for the injected and extension wallet specs.
        injected: page('injected.html'),
      },
    },
  },
  preview: { host: '127.0.0.1' },
})

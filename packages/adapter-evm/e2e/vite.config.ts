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
    // walletconnect.html: a site with the EVM adapter and WalletConnect on the rig relay.
    rollupOptions: { input: { walletconnect: page('walletconnect.html') } },
  },
  preview: { host: '127.0.0.1' },
})

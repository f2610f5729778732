import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The strict policy every fixture page is served with: no inline styles or scripts anywhere. */
export const contentSecurityPolicy = "default-src 'self'"

const page = (name: string) => fileURLToPath(new URL(`./fixture/${name}`, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('./fixture', import.meta.url)),
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // account.html: a kit on the rig's EVM chains (account and network specs).
    rollupOptions: { input: { index: page('index.html'), account: page('account.html') } },
  },
  preview: { host: '127.0.0.1', headers: { 'Content-Security-Policy': contentSecurityPolicy } },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The strict policy every fixture page is served with: no inline styles or scripts anywhere. */
export const contentSecurityPolicy = "default-src 'self'"

const page = (name: string) => fileURLToPath(new URL(`./fixture/${name}`, import.meta.url))

/**
 * The fixture pages, built in two groups (global-setup.ts) so index.html keeps only its own
 * chunks, as a site using the elements alone would (loading.spec.ts counts them):
 * - index.html: the elements without a kit (the standalone modal).
 * - account.html: a kit on the rig's EVM chains (account and network specs).
 * - kit.html: a kit on the rig's in-memory wallets and registry (connect-side specs).
 * - accounts.html: a kit on an in-memory Bitcoin wallet sharing payment and ordinal accounts.
 */
export const fixturePages = {
  elements: { index: page('index.html') },
  kits: { account: page('account.html'), kit: page('kit.html'), accounts: page('accounts.html') },
}

export default defineConfig({
  root: fileURLToPath(new URL('./fixture', import.meta.url)),
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  preview: { host: '127.0.0.1', headers: { 'Content-Security-Policy': contentSecurityPolicy } },
})

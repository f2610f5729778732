import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The strict policy every fixture page is served with: no inline styles or scripts anywhere. */
export const contentSecurityPolicy = "default-src 'self'"

export default defineConfig({
  root: fileURLToPath(new URL('./fixture', import.meta.url)),
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0, modulePreload: { polyfill: false } },
  preview: { host: '127.0.0.1', headers: { 'Content-Security-Policy': contentSecurityPolicy } },
})

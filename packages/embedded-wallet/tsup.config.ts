import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'
import { frameLocales } from './src/frame/ui/frameLocaleTags.js'

const serverCommand = `#!/usr/bin/env node
import { runWalletServerCli } from './server.js'

try {
  await runWalletServerCli(process.argv.slice(2), process.env)
} catch (error) {
  process.stderr.write(\`\${error instanceof Error ? error.message : String(error)}\\n\`)
  process.exit(1)
}
`

export default defineConfig([
  // The site side (`.`) and the frame's building blocks (`./frame`): for browsers, one module per
  // entry with shared chunks, dependencies left to the site's bundler.
  {
    entry: { index: 'src/exports/index.ts', frame: 'src/exports/frame.ts' },
    format: ['esm'],
    platform: 'browser',
    dts: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
  },
  // The wallet service (`./server` and the `latchkit-wallet-server` command): Node.
  {
    entry: { server: 'src/exports/server.ts' },
    format: ['esm'],
    platform: 'node',
    dts: true,
    target: 'node20',
    treeshake: true,
    // The `latchkit-wallet-server` command: a few lines over the entry (package.json's `bin`).
    onSuccess: () => writeFile('dist/bin.js', serverCommand, { mode: 0o755 }),
  },
  // The frame app the service serves (`dist/frame-app/app.js` and `app.css`): one self-contained,
  // minified file (no third-party origin, no chunk requests: its CSP allows only itself).
  {
    // Each language's texts its own file (`locales/de.js`), fetched only for a visitor who reads it.
    entry: {
      app: 'src/frame/app.ts',
      ...Object.fromEntries(frameLocales.map((tag) => [`locales/${tag}`, `src/frame/ui/locales/${tag}.ts`])),
    },
    outDir: 'dist/frame-app',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    treeshake: true,
    splitting: false,
    async onSuccess() {
      await mkdir('dist/frame-app', { recursive: true })
      await copyFile('src/frame/app.css', 'dist/frame-app/app.css')
    },
  },
])

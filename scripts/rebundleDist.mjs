// tsup (esbuild) puts the code a package's entry shares with its lazily imported parts into many
// small chunk files, each shared by a different set of those parts. A site's Rolldown build (Vite 8)
// cannot fold such chains of shared chunks back into its page entry: it keeps each as a file the
// page fetches before it renders (18 files for the React quick start instead of 2). Re-bundling
// the built JS with Rollup, which hoists shared code into the entry that is always loaded first,
// leaves each package with its entries and one file per lazy part (and per code only lazy parts
// share), which both Rolldown and Rollup consumers fold into the page's own entry.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Re-bundles a tsup build's JS in place: each file of `src/exports/` keeps its name and exports
 * (`dist/<name>.js`), the code it shares with lazy parts moves into it, and lazy parts stay
 * separate files loaded by `import()`. Dependencies (bare specifiers) stay external. Type
 * declarations are left as tsup wrote them.
 *
 * @param {object} parameters
 * @param {(options: object) => Promise<{ write(options: object): Promise<unknown>; close(): Promise<void> }>} parameters.rollup
 *   `rollup` of the package's Rollup (a devDependency of the package, so this script needs none).
 * @param {string} [parameters.packageDir] The package folder (default: the working directory).
 * @returns {Promise<void>}
 */
export async function rebundleDist({ rollup, packageDir = '.' }) {
  const distDir = join(packageDir, 'dist')
  const entries = readdirSync(join(packageDir, 'src/exports'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((entry) => [entry, join(distDir, `${entry}.js`)])),
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    // The entries' exports are the package's public API: keep them exactly.
    preserveEntrySignatures: 'strict',
    logLevel: 'warn',
  })
  const outDir = join(distDir, '.rebundled')
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir)
  await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    // Without tsup's content hash (mountKitModal-WARHEAV7.js becomes mountKitModal.js): a site's
    // bundler adds its own hash to every chunk it emits, and the page's first download names each
    // lazy chunk it may import (twice, in Vite's preload map), so a second hash costs every site
    // bytes before the first click. Rollup numbers a name that is taken.
    chunkFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}.js`,
  })
  await bundle.close()
  for (const file of readdirSync(distDir)) if (file.endsWith('.js')) rmSync(join(distDir, file))
  for (const file of readdirSync(outDir)) renameSync(join(outDir, file), join(distDir, file))
  rmSync(outDir, { recursive: true })
}

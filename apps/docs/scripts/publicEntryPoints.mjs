// The packages the documentation covers, and their public entry points read from each
// package.json's `exports`, so a new entry point is documented without touching the docs.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root folder. */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The published packages, in the order the reference lists them. */
export const documentedPackages = [
  'core',
  'ui',
  'react',
  'adapter-evm',
  'adapter-solana',
  'adapter-bitcoin',
  'adapter-polkadot',
  'siwx',
  'embedded-wallet',
]

/**
 * Every public entry point: the import specifier a site writes (`@latchkit/siwx/server`) and the
 * source file behind it (`packages/siwx/src/exports/server.ts`), with the module name TypeDoc
 * derives from that path.
 * @returns one entry per `exports` key other than `./package.json`
 */
export function publicEntryPoints() {
  return documentedPackages.flatMap((folder) => {
    const manifest = JSON.parse(
      readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8'),
    )
    return Object.keys(manifest.exports)
      .filter((key) => key !== './package.json')
      .map((key) => {
        const subpath = key === '.' ? '' : key.slice(1)
        const file = key === '.' ? 'index' : key.slice(2)
        return {
          specifier: `${manifest.name}${subpath}`,
          // The name TypeDoc gives the module: its path from the packages folder, without `/index`.
          typedocName: key === '.' ? `${folder}/src/exports` : `${folder}/src/exports/${file}`,
          source: join(repositoryRoot, 'packages', folder, 'src/exports', `${file}.ts`),
        }
      })
  })
}

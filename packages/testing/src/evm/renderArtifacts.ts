import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { CompiledContract } from './compileContracts.js'
import { EvmRigError } from './errors.js'

/** Where the generated module lives; the artifacts test compares it with a fresh compile. */
export const artifactsModuleUrl = new URL('./artifacts.generated.ts', import.meta.url)

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`

/**
 * Renders compiled contracts as a TypeScript module (`export const <name>Artifact = {...} as
 * const`, so viem infers function names and argument types), formatted by the repository's Biome
 * so the committed file passes `biome check` unchanged.
 */
export function renderArtifactsModule(contracts: Record<string, CompiledContract>, solcVersion: string) {
  const header = [
    `// Generated from packages/testing/contracts/*.sol by solc ${solcVersion}. Do not edit:`,
    '// run `npm run generate:evm-artifacts -w @latchkit/testing` after changing a contract.',
  ]
  const exports = Object.entries(contracts).map(
    ([name, contract]) => `export const ${lowerFirst(name)}Artifact = ${JSON.stringify(contract)} as const`,
  )
  return formatWithBiome(`${[...header, '', ...exports].join('\n')}\n`)
}

function formatWithBiome(source: string): string {
  const require = createRequire(import.meta.url)
  const biome = require.resolve('@biomejs/biome/bin/biome')
  const filePath = fileURLToPath(artifactsModuleUrl)
  const result = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${filePath}`], {
    input: source,
    encoding: 'utf8',
    cwd: fileURLToPath(new URL('.', artifactsModuleUrl)),
  })
  if (result.status !== 0)
    throw new EvmRigError('Biome could not format the generated artifacts.', { details: result.stderr })
  return result.stdout
}

import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { compileContracts, solcVersion } from './compileContracts.js'
import { artifactsModuleUrl, renderArtifactsModule } from './renderArtifacts.js'

// The rig deploys the committed artifacts so it starts without solc (about 2 s). This test keeps
// them honest: it recompiles the sources and fails on any difference. To refresh them after a
// contract change: `npm run generate:evm-artifacts -w @latchkit/testing`.
test('committed contract artifacts equal a fresh solc compile of contracts/*.sol', async () => {
  const source = renderArtifactsModule(compileContracts(), solcVersion)
  await expect(source).toMatchFileSnapshot(fileURLToPath(artifactsModuleUrl))
}, 60_000)

import { expect, test } from 'vitest'
import { compileIdRegistry } from './compileIdRegistry.js'
import { idRegistryArtifact } from './idRegistryArtifact.generated.js'

// The rig deploys the committed artifact so it starts without solc; this keeps it honest.
test('the committed IdRegistry artifact equals a fresh solc compile of LatchIdRegistry.sol', () => {
  expect(compileIdRegistry()).toEqual(idRegistryArtifact)
}, 60_000)

import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import { EvmRigError } from '../evm/errors.js'

const sourceName = 'LatchIdRegistry.sol'

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `LatchIdRegistry.sol` (beside this file) with the npm `solc` package, with the rig's
 * fixed settings (optimizer at 200 runs, Cancun) so the output is the same on every machine: what
 * `idRegistryArtifact.generated.ts` must equal.
 *
 * @throws {EvmRigError} when solc reports an error.
 */
export function compileIdRegistry(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(new URL(sourceName, import.meta.url), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const contract = output.contracts?.[sourceName]?.LatchIdRegistry
  if (errors.length > 0 || !contract)
    throw new EvmRigError('Solidity compilation of LatchIdRegistry failed.', {
      details: errors.map((error) => error.formattedMessage).join('\n'),
    })
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

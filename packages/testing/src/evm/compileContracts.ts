import { readdirSync, readFileSync } from 'node:fs'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import { EvmRigError } from './errors.js'

/** One compiled contract: what viem needs to deploy and call it. */
export type CompiledContract = { abi: Abi; bytecode: Hex }

// The Solidity sources of the rig, beside `src/`.
const contractsDirectory = new URL('../../contracts/', import.meta.url)

/** The solc version that compiles the sources; it is written into the generated artifacts. */
export const solcVersion: string = solc.version()

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles every `.sol` file in `packages/testing/contracts` with the npm `solc` package.
 * Settings are fixed so the output is byte-for-byte reproducible on any machine.
 *
 * @returns the contracts by name, sorted by name.
 * @throws {EvmRigError} when solc reports an error.
 */
export function compileContracts(): Record<string, CompiledContract> {
  const fileNames = readdirSync(contractsDirectory)
    .filter((fileName) => fileName.endsWith('.sol'))
    .sort()
  const sources = Object.fromEntries(
    fileNames.map((fileName) => [
      fileName,
      { content: readFileSync(new URL(fileName, contractsDirectory), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Cancun runs on anvil's default hardfork and on every chain a site developer may fork.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0)
    throw new EvmRigError('Solidity compilation failed.', {
      details: errors.map((error) => error.formattedMessage).join('\n'),
    })

  const compiled: Record<string, CompiledContract> = {}
  for (const contracts of Object.values(output.contracts ?? {}))
    for (const [name, contract] of Object.entries(contracts))
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  return Object.fromEntries(Object.entries(compiled).sort(([a], [b]) => a.localeCompare(b)))
}

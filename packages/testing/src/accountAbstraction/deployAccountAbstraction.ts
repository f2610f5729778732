import {
  type Account,
  type Address,
  concat,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
} from 'viem'
import { deployDeterministically, ensureDeterministicDeployer } from './deterministicDeployer.js'
import { readPublishedCreationCode } from './publishedArtifacts.js'

/** Where ERC-4337 v0.7 lives on every chain; viem and permissionless assume these addresses. */
export const canonicalAccountAbstractionAddresses = {
  /** EntryPoint v0.7 (viem's `entryPoint07Address`). */
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  /** The v0.7 SimpleAccountFactory (permissionless's default for `toSimpleSmartAccount`). */
  simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
} as const satisfies Record<string, Address>

// The salts the canonical deployments used with the deterministic deployer.
const entryPointSalt: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
const simpleAccountFactorySalt: Hex = `0x${'00'.repeat(32)}`

/** The ERC-4337 contracts on a chain. */
export type AccountAbstractionContracts = {
  /** EntryPoint v0.7, at its canonical address. */
  entryPoint: Address
  /** SimpleAccountFactory v0.7 for that EntryPoint (SimpleAccount: one EOA owner, `executeBatch`). */
  simpleAccountFactory: Address
}

/**
 * Deploys the EntryPoint v0.7 and its SimpleAccountFactory from the published
 * `@account-abstraction/contracts` 0.7.0 build, through the deterministic deployer with the
 * canonical salts, so both land at their canonical addresses
 * (`canonicalAccountAbstractionAddresses`) and viem's and permissionless's defaults work unchanged.
 * Contracts already there are kept, so a second call is a no-op.
 *
 * @param parameters.rpcUrl an anvil node (the deployer proxy is placed with `anvil_setCode` if missing).
 * @param parameters.deployer pays for the deployments: a local account, or the address of an
 *   account the node signs for (anvil's dev accounts).
 * @throws {AccountAbstractionSetupError} when a deployment fails.
 */
export async function deployAccountAbstraction(parameters: {
  rpcUrl: string
  deployer: Account | Address
}): Promise<AccountAbstractionContracts> {
  const client = createWalletClient({ account: parameters.deployer, transport: http(parameters.rpcUrl) })
  await ensureDeterministicDeployer(client)
  const entryPoint = await deployDeterministically(client, {
    label: 'the EntryPoint v0.7',
    salt: entryPointSalt,
    bytecode: readPublishedCreationCode('EntryPoint'),
  })
  const simpleAccountFactory = await deployDeterministically(client, {
    label: 'the SimpleAccountFactory v0.7',
    salt: simpleAccountFactorySalt,
    bytecode: concat([
      readPublishedCreationCode('SimpleAccountFactory'),
      encodeAbiParameters([{ type: 'address' }], [entryPoint]),
    ]),
  })
  return { entryPoint, simpleAccountFactory }
}

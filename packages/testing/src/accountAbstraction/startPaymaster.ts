import { type Address, createPublicClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmRigChain } from '../evm/startRigChain.js'
import { fundOnAnvil } from './bundlerAccounts.js'
import { deployVerifyingPaymaster } from './deployVerifyingPaymaster.js'
import { derivePaymasterAccount } from './paymasterAccount.js'
import { startPaymasterRpcServer } from './paymasterRpcServer.js'
import { createSponsor } from './sponsorUserOperation.js'

/** A sponsoring paymaster on a rig chain: a VerifyingPaymaster v0.7 and its ERC-7677 service. */
export type Paymaster = {
  /** The ERC-7677 JSON-RPC URL on 127.0.0.1 (what a dapp puts in `paymasterService.url`). */
  url: string
  /** The VerifyingPaymaster contract: its EntryPoint deposit pays the sponsored operations. */
  address: Address
  /** Closes the service (the contract stays). Safe to call twice. */
  stop: () => Promise<void>
}

/** What the paymaster deposits at the EntryPoint: plenty for any test's operations. */
export const paymasterDeposit = parseEther('10')

/**
 * Adds a sponsoring paymaster to a rig chain where ERC-4337 runs (`startAccountAbstraction`):
 * deploys the published VerifyingPaymaster for `entryPoint`, its verifying signer a key of its own
 * (anvil's mnemonic, index 103), deposits {@link paymasterDeposit} for it at the EntryPoint, and
 * serves ERC-7677 on 127.0.0.1, signing every operation it is asked about (a test paymaster:
 * no policy).
 *
 * @example
 * const paymaster = await startPaymaster({ chain: rig.chains[0], entryPoint: aa.entryPoint })
 * const bundler = createBundlerClient({
 *   account, client, transport: http(aa.bundlerUrl),
 *   paymaster: createPaymasterClient({ transport: http(paymaster.url) }),
 * })
 *
 * @throws {AccountAbstractionSetupError} when the contract cannot be deployed or funded.
 */
export async function startPaymaster(parameters: {
  chain: EvmRigChain
  entryPoint: Address
}): Promise<Paymaster> {
  const { chain, entryPoint } = parameters
  const key = derivePaymasterAccount()
  const signer = privateKeyToAccount(key.privateKey)
  await fundOnAnvil(chain.rpcUrl, [signer.address])
  const address = await deployVerifyingPaymaster({
    rpcUrl: chain.rpcUrl,
    deployer: signer,
    entryPoint,
    verifyingSigner: signer.address,
    deposit: paymasterDeposit,
  })
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const sponsor = createSponsor({ client, paymaster: address, signer })
  const server = await startPaymasterRpcServer({
    chainId: chain.chainId,
    entryPoint,
    stub: sponsor.stub,
    sponsor: sponsor.sponsor,
  })
  let stopped: Promise<void> | undefined
  return {
    url: server.url,
    address,
    stop: () => {
      stopped ??= server.close()
      return stopped
    },
  }
}

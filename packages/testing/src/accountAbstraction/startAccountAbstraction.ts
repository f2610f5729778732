import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmRigChain } from '../evm/startRigChain.js'
import { deriveBundlerAccounts, fundOnAnvil } from './bundlerAccounts.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'
import { startBundler } from './startBundler.js'

/** ERC-4337 on a rig chain: the contracts and a running bundler. */
export type AccountAbstractionRig = {
  /** EntryPoint v0.7, at its canonical address. */
  entryPoint: Address
  /** SimpleAccountFactory v0.7, at its canonical address (`toSimpleSmartAccount`'s default). */
  factory: Address
  /** The bundler's JSON-RPC URL on 127.0.0.1. */
  bundlerUrl: string
  /** The bundler's executor: sends `handleOps`, so its ETH pays the bundles' gas. */
  executor: Address
  /** Stops the bundler (the chain keeps running); resolves once it has exited. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Adds ERC-4337 to a chain of the EVM rig (`startEvm().chains[n]`): funds the bundler's own
 * accounts (mnemonic indices 101 and 102, so no test account's nonce moves), deploys the EntryPoint
 * v0.7 and SimpleAccountFactory at their canonical addresses, and starts Alto on 127.0.0.1.
 *
 * @example
 * const rig = await startEvm()
 * const aa = await startAccountAbstraction({ chain: rig.chains[0] })
 * const bundler = createBundlerClient({ client, transport: http(aa.bundlerUrl) })
 * await aa.stop()
 *
 * @throws {AccountAbstractionSetupError} or {BundlerStartError}; nothing is left running.
 */
export async function startAccountAbstraction(parameters: {
  chain: EvmRigChain
  /** Receives each line the bundler prints. */
  onLog?: ((line: string) => void) | undefined
}): Promise<AccountAbstractionRig> {
  const { chain, onLog } = parameters
  const { executor, utility } = deriveBundlerAccounts()
  await fundOnAnvil(chain.rpcUrl, [executor.address, utility.address])
  const contracts = await deployAccountAbstraction({
    rpcUrl: chain.rpcUrl,
    deployer: privateKeyToAccount(utility.privateKey),
  })
  const bundler = await startBundler({
    rpcUrl: chain.rpcUrl,
    entryPoint: contracts.entryPoint,
    executorPrivateKey: executor.privateKey,
    utilityPrivateKey: utility.privateKey,
    onLog,
  })
  return {
    entryPoint: contracts.entryPoint,
    factory: contracts.simpleAccountFactory,
    bundlerUrl: bundler.url,
    executor: executor.address,
    stop: bundler.stop,
  }
}

import { startAccountAbstraction } from '../accountAbstraction/startAccountAbstraction.js'
import { type BitcoinRig, startBitcoinRig } from '../bitcoin/startBitcoinRig.js'
import { startWalletService, type WalletServiceRig } from '../embeddedWallet/startWalletService.js'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { type ExplorerApi, startExplorerApi } from '../explorer/startExplorerApi.js'
import { type PolkadotChain, startPolkadotChain } from '../polkadot/startPolkadotChain.js'
import { type Registry, startRegistry } from '../registry/startRegistry.js'
import { type SolanaRig, startSolana } from '../solana/startSolana.js'
import { type Relay, startRelay } from '../walletconnect/startRelay.js'

/** Everything a site talks to, running on 127.0.0.1: the demo and the browser tests use it. */
export type Rig = {
  evm: EvmRig
  solana: SolanaRig
  /** litecoind in regtest and the Esplora-shaped service in front of it. */
  bitcoin: BitcoinRig
  /** chopsticks running Rococo Asset Hub's runtime, a block per extrinsic. */
  polkadot: PolkadotChain
  relay: Relay
  registry: Registry
  /** The Etherscan-compatible account API of both EVM chains (`explorer.url(chainId)`). */
  explorer: ExplorerApi
  /**
   * The embedded wallet's service and its mail catcher, when `startRig` was given the sites'
   * origins (the service lets only those embed its frame). It offers smart accounts on the first
   * EVM chain, where the rig then runs ERC-4337 (EntryPoint, factory, Alto as the bundler).
   */
  wallet: WalletServiceRig | undefined
  /** How long start-up took, in milliseconds. */
  startupMs: number
  /** Stops every part; resolves once all processes and sockets are closed. Safe to call twice. */
  stop: () => Promise<void>
}

/** Who signs in at the rig's identity providers (social login in the demo). */
const demoSocialAccount = {
  subject: '7001',
  name: 'Demo Visitor',
  username: 'demovisitor',
  email: 'visitor@demo.test',
}

/**
 * Starts the whole local rig: two anvil chains, the LiteSVM cluster, a Bitcoin-family regtest node
 * (litecoind) behind an Esplora-shaped API, a Polkadot-family chain (chopsticks), the WalletConnect
 * relay, the wallet registry / provider API server (reading identities and balances from the chains),
 * an Etherscan-compatible explorer API of the EVM chains' history and, given the sites' origins,
 * the embedded wallet's service with its mail catcher, the identity providers of its social
 * login (Google, GitHub, Apple, Facebook, X and Discord, where "Demo Visitor" signs in) and smart
 * accounts on the first EVM chain (ERC-4337 deployed there, Alto as the operator's bundler).
 * If a part fails to start, the parts already running are stopped before the error is thrown.
 */
export async function startRig(options: { siteOrigins?: readonly string[] } = {}): Promise<Rig> {
  const startedAt = performance.now()
  const running: { stop: () => Promise<void> }[] = []
  const stopAll = async () => {
    const parts = running.splice(0).reverse()
    await Promise.allSettled(parts.map((part) => part.stop()))
  }
  // allSettled, not all: a part that starts after another failed must still be stopped.
  const siteOrigins = options.siteOrigins
  const evmStarted = startEvm()
  const [evm, solana, bitcoin, polkadot, relay, wallet] = await Promise.allSettled([
    evmStarted,
    startSolana(),
    startBitcoinRig(),
    startPolkadotChain(),
    startRelay(),
    siteOrigins
      ? evmStarted.then((started) => startWalletWithSmartAccounts(siteOrigins, started))
      : Promise.resolve(undefined),
  ])
  const parts = [evm, solana, bitcoin, polkadot, relay, wallet]
  for (const part of parts) if (part.status === 'fulfilled' && part.value) running.push(part.value)
  if (
    wallet.status === 'rejected' ||
    evm.status === 'rejected' ||
    solana.status === 'rejected' ||
    bitcoin.status === 'rejected' ||
    polkadot.status === 'rejected' ||
    relay.status === 'rejected'
  ) {
    await stopAll()
    throw parts.find((part) => part.status === 'rejected')?.reason
  }
  try {
    const [registry, explorer] = await Promise.allSettled([
      startRegistry({ evmChains: evm.value.chains }),
      startExplorerApi({ chains: evm.value.chains }),
    ])
    for (const part of [registry, explorer]) if (part.status === 'fulfilled') running.push(part.value)
    if (registry.status === 'rejected') throw registry.reason
    if (explorer.status === 'rejected') throw explorer.reason
    return {
      evm: evm.value,
      solana: solana.value,
      bitcoin: bitcoin.value,
      polkadot: polkadot.value,
      relay: relay.value,
      registry: registry.value,
      explorer: explorer.value,
      wallet: wallet.value,
      startupMs: performance.now() - startedAt,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/**
 * The embedded wallet's service for the demo: social login as "Demo Visitor", and smart accounts
 * on the first EVM chain, whose ERC-4337 contracts and bundler start first (and stop with it).
 */
async function startWalletWithSmartAccounts(
  siteOrigins: readonly string[],
  evm: EvmRig,
): Promise<WalletServiceRig> {
  const [chain] = evm.chains
  const accountAbstraction = chain ? await startAccountAbstraction({ chain }) : undefined
  try {
    const wallet = await startWalletService({
      siteOrigins,
      socialAccounts: [demoSocialAccount],
      ...(chain && accountAbstraction
        ? { smartAccounts: [{ chainId: chain.chainId, bundlerUrl: accountAbstraction.bundlerUrl }] }
        : {}),
    })
    return {
      ...wallet,
      async stop() {
        await wallet.stop()
        await accountAbstraction?.stop()
      },
    }
  } catch (error) {
    await accountAbstraction?.stop()
    throw error
  }
}

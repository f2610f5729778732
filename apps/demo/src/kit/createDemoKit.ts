import { BitcoinAdapter } from '@latchkit/adapter-bitcoin'
import { EvmAdapter } from '@latchkit/adapter-evm'
import { uniswapV2SwapProvider } from '@latchkit/adapter-evm/swap'
import { PolkadotAdapter } from '@latchkit/adapter-polkadot'
import { SolanaAdapter } from '@latchkit/adapter-solana'
import {
  analyticsFeature,
  type LatchKit,
  namesFeature,
  onrampFeature,
  payFeature,
  type SiwxConfig,
  swapFeature,
} from '@latchkit/core'
import { createEmbeddedWallet } from '@latchkit/embedded-wallet'
import { createLatchKit } from '@latchkit/react'
import { createSiwx } from '@latchkit/siwx'
import type { Chain } from 'viem'
import type { DemoRig } from '../rig/readRig.js'
import { fetchNonce, postSession } from '../signIn/serverSession.js'
import { toBitcoinNetwork, toPolkadotNetwork, toSolanaNetwork } from './rigNetworks.js'
import { toViemChain } from './toViemChain.js'

/** The demo's kit and the adapters the page also talks to (balances, signing, sending). */
export type DemoKit = {
  kit: LatchKit
  evm: EvmAdapter
  solana: SolanaAdapter
  bitcoin: BitcoinAdapter
  polkadot: PolkadotAdapter
  chains: readonly Chain[]
  rig: DemoRig
  /** Sign in with X: nonces from the demo's server, each signed session checked there. */
  siwx: SiwxConfig
}

/**
 * Sets LatchKit up as a site developer would, on the rig: an EVM adapter on the two anvil chains,
 * a Solana adapter on the LiteSVM cluster, a Bitcoin adapter on the litecoind regtest, a Polkadot
 * adapter on the chopsticks chain, the rig's wallet registry and provider API, WalletConnect
 * through the rig's relay, and the embedded wallet (email login) on the rig's wallet service.
 */
export function createDemoKit(
  rig: DemoRig,
  options: { cloud?: boolean; shop?: boolean; analytics?: boolean; locale?: string | undefined } = {},
): DemoKit {
  // Without the cloud (`?cloud=off`), as a site with no project id: balances, tokens and activity
  // come from the chains and the rig's explorer, never from a provider API.
  const cloud = options.cloud ?? true
  const chains = rig.evmChains.map(toViemChain)
  const [first, ...rest] = chains
  if (!first) throw new Error('The rig has no EVM chain.')
  // The embedded wallet (email and social login) on the rig's wallet service, at another origin.
  const embeddedWallet = rig.wallet
    ? createEmbeddedWallet({ serviceUrl: rig.wallet.serviceUrl, projectId: rig.wallet.projectId })
    : undefined
  const evm = new EvmAdapter({
    networks: [first, ...rest],
    pollingInterval: 500,
    embeddedWallet,
    // The rig's tokens and its Etherscan-compatible explorer: balances and activity without a cloud.
    tokens: rig.evmChains.flatMap((chain) =>
      chain.tokens.map((token) => ({ ...token, chainId: chain.chainId })),
    ),
    explorerApiUrls: Object.fromEntries(rig.evmChains.map((chain) => [chain.chainId, chain.explorerApiUrl])),
  })
  const onChainSwaps = uniswapV2SwapProvider({
    adapter: evm,
    routers: Object.fromEntries(rig.evmChains.map((chain) => [chain.chainId, chain.uniswapV2.router])),
    tokens: rig.evmChains.flatMap((chain) =>
      chain.tokens.map((token) => ({ ...token, chainId: chain.chainId })),
    ),
  })
  const solana = new SolanaAdapter({
    networks: [toSolanaNetwork(rig.solana)],
    embeddedWallet,
    tokens: [{ ...rig.solana.token, caipNetworkId: rig.solana.caipNetworkId }],
  })
  const bitcoin = new BitcoinAdapter({ networks: [toBitcoinNetwork(rig.bitcoin)] })
  const polkadot = new PolkadotAdapter({
    networks: [toPolkadotNetwork(rig.polkadot)],
    appName: 'LatchKit demo',
  })
  const siwx = createSiwx({
    statement: 'Sign in to the LatchKit demo.',
    getNonce: fetchNonce,
    onSession: postSession,
  })
  const kit = createLatchKit({
    adapters: [evm, solana, bitcoin, polkadot],
    networks: [...evm.networks, ...solana.networks, ...bitcoin.networks, ...polkadot.networks],
    ...(cloud ? { projectId: 'latchkit-demo', blockchainApiUrl: rig.registryUrl } : {}),
    walletRegistryUrl: rig.registryUrl,
    walletConnect: { relayUrl: rig.relayUrl },
    siwx,
    ...(options.locale ? { locale: options.locale } : {}),
    // Swaps: through the provider API's convert endpoints (the rig answers them from its Uniswap
    // v2), or without the cloud straight through the same routers on chain.
    featureModules: [
      ...(embeddedWallet ? [embeddedWallet.feature, embeddedWallet.socialFeature] : []),
      swapFeature(cloud ? {} : { provider: onChainSwaps }),
      // Buy crypto (the provider API's onramp; the rig stands in for the provider's page).
      ...(cloud ? [onrampFeature()] : []),
      // Account names, registered with the provider API (so only with a project id).
      ...(cloud ? [namesFeature()] : []),
      // A shop's checkout (`?shop=on`): payments, which turn email and social login off.
      ...(options.shop ? [payFeature()] : []),
      // Analytics (`?analytics=on`), as the project's configuration on the rig's registry says.
      ...(options.analytics
        ? [
            analyticsFeature({
              projectId: 'latchkit-demo',
              analyticsUrl: rig.registryUrl,
              walletRegistryUrl: rig.registryUrl,
            }),
          ]
        : []),
    ],
    metadata: {
      name: 'LatchKit demo',
      description: 'LatchKit on the local rig',
      url: globalThis.location?.origin ?? 'http://127.0.0.1',
      icons: [],
    },
  })
  return { kit, evm, solana, bitcoin, polkadot, chains, rig, siwx }
}

import { EvmAdapter } from '@latchkit/adapter-evm'
import type { ChainAdapter, LatchKit } from '@latchkit/core'
import type { EmbeddedWallet } from '@latchkit/embedded-wallet'
import { createLatchKit } from '@latchkit/react'
import type { Config } from 'wagmi'
import { benchChains } from '../shared/wagmiConfig.js'

/**
 * What a site does to get LatchKit on its wagmi config, as the React quick start says: an EVM
 * adapter over that config and `createLatchKit` of `@latchkit/react` (the kit, and in the browser
 * the `<latch-modal>` bound to it). `otherAdapters`: more chain adapters, e.g. Solana's.
 */
export function startLatchKit(config: Config, otherAdapters: readonly ChainAdapter[] = []): LatchKit {
  const evm = new EvmAdapter({ wagmiConfig: config })
  // The bench passes the rig's registry and relay in the page URL (bench/src/measure/rigServices.ts).
  const rig = typeof location === 'undefined' ? undefined : new URLSearchParams(location.search)
  const registryUrl = rig?.get('registry')
  const relayUrl = rig?.get('relay')
  return createLatchKit({
    ...(registryUrl ? { walletRegistryUrl: registryUrl, blockchainApiUrl: registryUrl } : {}),
    ...(relayUrl ? { walletConnect: { relayUrl } } : {}),
    adapters: [evm, ...otherAdapters],
    networks: [...evm.networks, ...otherAdapters.flatMap((adapter) => adapter.networks)],
    projectId: 'bench',
    metadata: { name: 'Bench dapp', description: 'Bench dapp', url: 'http://127.0.0.1', icons: [] },
  })
}

/**
 * The same kit with the embedded wallet (email login), as a site adds it: the EVM adapter builds
 * its own wagmi config over the bench's chains (it takes the embedded wallet only into a config
 * it builds) and the kit installs the wallet's email feature. The page renders over the returned
 * `wagmiConfig`, the adapter's, so its hooks and the modal share one connection. Kept apart from
 * `startLatchKit` so that the other LatchKit pages build to the same bytes as before.
 */
export function startLatchKitWithEmbeddedWallet(embeddedWallet: EmbeddedWallet): {
  kit: LatchKit
  wagmiConfig: Config
} {
  const evm = new EvmAdapter({ networks: benchChains, embeddedWallet })
  const kit = createLatchKit({
    ...rigServiceOptions(),
    adapters: [evm],
    networks: evm.networks,
    projectId: 'bench',
    metadata: { name: 'Bench dapp', description: 'Bench dapp', url: 'http://127.0.0.1', icons: [] },
    featureModules: [embeddedWallet.feature, embeddedWallet.socialFeature, embeddedWallet.farcasterFeature],
  })
  return { kit, wagmiConfig: evm.wagmiConfig }
}

/**
 * The rig's registry and relay, which the bench passes in the page URL, for the embedded wallet's
 * page. `startLatchKit` reads them inline, as it always did: shared through this function, its
 * pages built to 34 more bytes.
 */
function rigServiceOptions() {
  const rig = typeof location === 'undefined' ? undefined : new URLSearchParams(location.search)
  const registryUrl = rig?.get('registry')
  const relayUrl = rig?.get('relay')
  return {
    ...(registryUrl ? { walletRegistryUrl: registryUrl, blockchainApiUrl: registryUrl } : {}),
    ...(relayUrl ? { walletConnect: { relayUrl } } : {}),
  }
}

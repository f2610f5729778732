import { EvmAdapter } from '@latchkit/adapter-evm'
import type { ChainAdapter, LatchKit } from '@latchkit/core'
import { createLatchKit } from '@latchkit/react'
import type { Config } from 'wagmi'

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

import { EvmAdapter } from '@latchkit/adapter-evm'
import type { ChainAdapter, LatchKit } from '@latchkit/core'
import { createLatchKit } from '@latchkit/react'
import type { Config } from 'wagmi'

/**
 * What a site does to get LatchKit on its wagmi config, as the React quick start says: an EVM
 * adapter over that config and `createLatchKit` of `@latchkit/react` (the kit, and in the browser
 * the `<latch-modal>` bound to it). `otherFamilies`: more chain adapters, e.g. Solana's.
 */
export function startLatchKit(config: Config, otherFamilies: readonly ChainAdapter[] = []): LatchKit {
  const evm = new EvmAdapter({ wagmiConfig: config })
  return createLatchKit({
    adapters: [evm, ...otherFamilies],
    networks: [...evm.networks, ...otherFamilies.flatMap((adapter) => adapter.networks)],
    projectId: 'bench',
    metadata: { name: 'Bench dapp', description: 'Bench dapp', url: 'http://127.0.0.1', icons: [] },
  })
}

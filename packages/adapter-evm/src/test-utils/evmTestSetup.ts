import { createMemoryStorage } from '@latchkit/core'
import type { EvmRig } from '@latchkit/testing'
import { createStorage, type Storage } from '@wagmi/core'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmAdapterOptions } from '../adapter/evmAdapterOptions.js'
import type { WalletInfo } from './fakeWindow.js'
import { createNodeWallet, type NodeWallet } from './nodeWallet.js'

/** How the test wallet announces itself over EIP-6963. */
export const testWalletInfo: WalletInfo = {
  uuid: '6b7f6d1e-3c1a-4a57-9a5e-0c2f1d8e4b21',
  name: 'Latch Test Wallet',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  rdns: 'dev.latchkit.testwallet',
}

/** A test wallet holding the rig's first two accounts, able to reach both rig chains. */
export function createRigWallet(
  rig: EvmRig,
  options: {
    knownChainIds?: readonly number[]
    unknownChainErrorCode?: number
    sharedAccounts?: 'active' | 'all'
  } = {},
): NodeWallet {
  return createNodeWallet({
    privateKeys: rig.accounts.slice(0, 2).map((account) => account.privateKey),
    chains: rig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ...options,
  })
}

/** wagmi storage over a Map: what `localStorage` keeps across a page reload. */
export function createMemoryWagmiStorage(): Storage {
  return createStorage({ storage: createMemoryStorage() })
}

/** An adapter on both rig chains (31337 first), polling every 50 ms. */
export function createRigAdapter(rig: EvmRig, options: Partial<EvmAdapterOptions> = {}): EvmAdapter {
  return new EvmAdapter({
    networks: [rig.chains[0].chain, rig.chains[1].chain],
    pollingInterval: 50,
    ...options,
  })
}

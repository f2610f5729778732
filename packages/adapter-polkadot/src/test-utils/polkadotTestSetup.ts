import { type PolkadotChain, startPolkadotChain } from '@latchkit/testing/polkadot'
import { createPolkadotWallet } from '@latchkit/testing/wallets'
import { PolkadotAdapter } from '../adapter/PolkadotAdapter.js'
import { definePolkadotNetwork, type PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { nodeInjectedExtension } from './nodeInjectedExtension.js'

/** The rig's chain as a site configures it: `definePolkadotNetwork` with what the chain announces. */
export function rigNetwork(chain: PolkadotChain): PolkadotNetwork {
  return definePolkadotNetwork({
    genesisHash: chain.genesisHash,
    name: chain.name,
    rpcUrl: chain.wsUrl,
    ss58Prefix: chain.ss58Prefix,
    decimals: chain.decimals,
    symbol: chain.symbol,
  })
}

/**
 * The rig's chopsticks chain, the rig's Polkadot test wallet holding its funded accounts (Alice
 * and Bob sr25519, Charlie ed25519, Dave ecdsa) as the page's `polkadot-js` extension, and a
 * Polkadot adapter on the chain.
 */
export async function startPolkadotTestSetup() {
  const chain = await startPolkadotChain()
  const network = rigNetwork(chain)
  const wallet = await createPolkadotWallet({ accounts: chain.accounts })
  const page = globalThis as { injectedWeb3?: unknown }
  page.injectedWeb3 = { 'polkadot-js': nodeInjectedExtension(wallet) }
  const adapter = new PolkadotAdapter({ networks: [network], appName: 'Test site', discoveryRetryMs: [] })
  return {
    chain,
    network,
    wallet,
    adapter,
    async stop() {
      adapter.destroy()
      delete page.injectedWeb3
      await chain.stop()
    },
  }
}

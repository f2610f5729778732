import { randomUUID } from 'node:crypto'
import { type PolkadotChain, startPolkadotChain } from '@latchkit/testing/polkadot'
import { createPolkadotWallet } from '@latchkit/testing/wallets'
import { Keyring } from '@polkadot/keyring'
import { encodeAddress } from '@polkadot/util-crypto'
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

/** The connector the rig's test wallet is found as (the page's `polkadot-js` extension). */
export const testExtensionId = 'polkadot-js'

/**
 * The rig's chopsticks chain, the rig's Polkadot test wallet holding its funded accounts (Alice
 * and Bob sr25519, Charlie ed25519, Dave ecdsa) as the page's `polkadot-js` extension, and a
 * Polkadot adapter on the chain, connected to the extension (the addresses of its
 * `balanceChanged` events recorded in `balanceChanges`); with helpers for addresses on the chain
 * and the active account.
 */
export async function startPolkadotTestSetup() {
  const chain = await startPolkadotChain()
  const network = rigNetwork(chain)
  const wallet = await createPolkadotWallet({ accounts: chain.accounts })
  const page = globalThis as { injectedWeb3?: unknown }
  page.injectedWeb3 = { 'polkadot-js': nodeInjectedExtension(wallet) }
  const adapter = new PolkadotAdapter({ networks: [network], appName: 'Test site', discoveryRetryMs: [] })
  const balanceChanges: (string | undefined)[] = []
  adapter.emitter.on('balanceChanged', ({ address }) => balanceChanges.push(address))
  await adapter.connect({ connectorId: testExtensionId, network })
  /** `address` (any prefix) written in the chain's prefix. */
  const onChain = (address: string) => encodeAddress(address, network.polkadot.ss58Prefix)
  return {
    chain,
    network,
    wallet,
    adapter,
    balanceChanges,
    onChain,
    /** The address of a new, empty account. */
    freshAddress: () => onChain(new Keyring({ type: 'sr25519' }).addFromUri(`//${randomUUID()}`).address),
    /** Makes test account `index` the `polkadot-js` connection's active account; its address. */
    useAccount(index: number): string {
      const account = chain.accounts[index]
      if (!account) throw new RangeError(`The rig has no test account ${index}.`)
      const address = onChain(account.address)
      adapter.setActiveAccount({ connectorId: testExtensionId, address })
      return address
    },
    async stop() {
      adapter.destroy()
      delete page.injectedWeb3
      await chain.stop()
    },
  }
}

/** What {@link startPolkadotTestSetup} starts. */
export type PolkadotTestSetup = Awaited<ReturnType<typeof startPolkadotTestSetup>>

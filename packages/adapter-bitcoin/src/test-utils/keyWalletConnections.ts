import { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
import type { BitcoinAdapterOptions } from '../adapter/bitcoinAdapterOptions.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { createKeyWallet, installAsUnisat, type KeyWalletType } from './keyWallet.js'

/** The connector a key wallet is found as (it is on the page as `window.unisat`). */
export const keyWalletConnectorId = 'io.unisat'

/**
 * Key wallets for a test file: each `connect(type)` puts a new one (a fresh key) on the page as
 * `window.unisat` and connects a new adapter on `network` to it, recording the adapter's
 * `balanceChanged` events. `cleanup()` (after each test) destroys the adapters and removes the wallets.
 */
export function createKeyWalletConnections(network: BitcoinNetwork, seedPrefix: string) {
  const cleanups: (() => void)[] = []
  let seeds = 0
  return {
    async connect(type: KeyWalletType, options: Partial<BitcoinAdapterOptions> = {}) {
      const keyWallet = createKeyWallet({ network, type, seed: `${seedPrefix} ${type} ${++seeds}` })
      const uninstall = installAsUnisat(keyWallet)
      const adapter = new BitcoinAdapter({
        networks: [network],
        walletStandard: false,
        discoveryRetryMs: [],
        ...options,
      })
      cleanups.push(() => {
        adapter.destroy()
        uninstall()
      })
      await adapter.connect({ connectorId: keyWalletConnectorId, network })
      const balanceChanges: { address?: string | undefined }[] = []
      adapter.emitter.on('balanceChanged', (event) => balanceChanges.push(event))
      return { keyWallet, adapter, balanceChanges, connectorId: keyWalletConnectorId }
    },
    cleanup() {
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}

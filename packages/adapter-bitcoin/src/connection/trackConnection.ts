import type { AdapterConnection } from '@latchkit/core'
import { type BitcoinAdapterContext, toConnectedAccounts } from '../adapter/bitcoinAdapterContext.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import type { BitcoinAccount, BitcoinWallet } from '../wallets/bitcoinWallet.js'

/** What the kit learns of a connection. */
export function toAdapterConnection(
  connectorId: string,
  accounts: readonly BitcoinAccount[],
  network: BitcoinNetwork,
): AdapterConnection {
  return {
    connectorId,
    accounts: toConnectedAccounts(accounts),
    caipNetworkId: network.caipNetworkId,
    // Only the configured networks: a Bitcoin wallet cannot be asked to add one.
    supportsAllNetworks: false,
  }
}

/**
 * Keeps a connected wallet's record and follows what the wallet says on its own: new accounts
 * (`accountsChanged`), none left (`disconnect`), and a network change, which the adapter answers by
 * asking the wallet back to the connection's network.
 */
export function trackConnection(
  context: BitcoinAdapterContext,
  wallet: BitcoinWallet,
  accounts: BitcoinAccount[],
  network: BitcoinNetwork,
): AdapterConnection {
  context.connections.get(wallet.id)?.stopWatching()
  const stopWatching = wallet.subscribe((event) => {
    const record = context.connections.get(wallet.id)
    if (!record) return
    if (event.type === 'disconnect') {
      record.stopWatching()
      context.connections.delete(wallet.id)
      context.emitter.emit('disconnect', { connectorId: wallet.id })
    } else if (event.type === 'accountsChanged') {
      record.accounts = [...event.accounts]
      context.emitter.emit('accountsChanged', {
        connectorId: wallet.id,
        accounts: toConnectedAccounts(event.accounts),
      })
    }
  })
  context.connections.set(wallet.id, { wallet, accounts, network, stopWatching })
  return toAdapterConnection(wallet.id, accounts, network)
}

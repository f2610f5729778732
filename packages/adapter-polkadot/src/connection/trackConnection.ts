import type { AdapterConnection } from '@latchkit/core'
import type { PolkadotAdapterContext, PolkadotConnection } from '../adapter/polkadotAdapterContext.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import type { PolkadotWallet, PolkadotWalletAccount } from '../wallets/polkadotWallet.js'
import { toConnectedAccounts } from './connectedAccounts.js'

/** What the kit learns of a connection. */
export function toAdapterConnection(connection: PolkadotConnection): AdapterConnection {
  return {
    connectorId: connection.wallet.id,
    accounts: connection.accounts,
    caipNetworkId: connection.network.caipNetworkId,
    // Only the configured networks: an extension holds no network of its own to add one to.
    supportsAllNetworks: false,
  }
}

const sameAccounts = (a: PolkadotConnection['accounts'], b: PolkadotConnection['accounts']) =>
  a.length === b.length &&
  a.every((account, index) => account.address === b[index]?.address && account.type === b[index]?.type)

/**
 * Keeps a connected wallet's record and follows what the wallet says on its own: other accounts
 * (`accountsChanged`, in the network's format), none left on the network (`disconnect`).
 * Resolves `undefined` when none of `walletAccounts` is usable on `network`.
 */
export function trackConnection(
  context: PolkadotAdapterContext,
  wallet: PolkadotWallet,
  walletAccounts: PolkadotWalletAccount[],
  network: PolkadotNetwork,
): AdapterConnection | undefined {
  const accounts = toConnectedAccounts(walletAccounts, network)
  if (accounts.length === 0) return undefined
  const previous = context.connections.get(wallet.id)
  previous?.stopWatching()
  const connection: PolkadotConnection = {
    wallet,
    walletAccounts,
    accounts,
    network,
    activeAddress: previous?.activeAddress,
    stopWatching: () => undefined,
  }
  context.connections.set(wallet.id, connection)
  connection.stopWatching = wallet.subscribe((event) => {
    if (context.connections.get(wallet.id) !== connection) return
    const changed = toConnectedAccounts(event.accounts, connection.network)
    if (changed.length === 0) {
      // Most likely the visitor removed the site from the extension: do not restore it next time.
      context.authorized.remove(wallet.id)
      connection.stopWatching()
      context.connections.delete(wallet.id)
      context.emitter.emit('disconnect', { connectorId: wallet.id })
      return
    }
    connection.walletAccounts = [...event.accounts]
    if (sameAccounts(changed, connection.accounts)) return
    connection.accounts = changed
    context.emitter.emit('accountsChanged', { connectorId: wallet.id, accounts: changed })
  })
  return toAdapterConnection(connection)
}

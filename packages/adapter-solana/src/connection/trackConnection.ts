import type { AdapterConnection } from '@latchkit/core'
import { type SolanaAdapterContext, toConnectedAccounts } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaWallet, SolanaWalletAccount } from '../wallets/solanaWallet.js'

/** The connection as the kit sees it. */
export function toAdapterConnection(
  connectorId: string,
  accounts: readonly SolanaWalletAccount[],
  network: SolanaNetwork,
): AdapterConnection {
  return { connectorId, accounts: toConnectedAccounts(accounts), caipNetworkId: network.caipNetworkId }
}

/**
 * Records a new connection and follows the wallet: other accounts become `accountsChanged`, no
 * accounts (the visitor disconnected the site in the wallet, or locked it) `disconnect`.
 */
export function trackConnection(
  context: SolanaAdapterContext,
  wallet: SolanaWallet,
  accounts: SolanaWalletAccount[],
  network: SolanaNetwork,
): AdapterConnection {
  const connectorId = wallet.id
  context.connections.get(connectorId)?.stopWatching()
  const stopWatching = wallet.onAccountsChanged((changed) => {
    const record = context.connections.get(connectorId)
    if (!record) return
    if (changed.length === 0) {
      record.stopWatching()
      context.connections.delete(connectorId)
      context.emitter.emit('disconnect', { connectorId })
      return
    }
    const same =
      changed.length === record.accounts.length &&
      changed.every((account, index) => account.address === record.accounts[index]?.address)
    if (same) return
    record.accounts = changed
    context.emitter.emit('accountsChanged', { connectorId, accounts: toConnectedAccounts(changed) })
  })
  context.connections.set(connectorId, { wallet, accounts, network, stopWatching })
  return toAdapterConnection(connectorId, accounts, network)
}

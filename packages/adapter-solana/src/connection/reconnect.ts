import type { AdapterConnection } from '@latchkit/core'
import { resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { walletConnectConnectorId } from '../walletConnect/walletConnectWallet.js'
import { toAdapterConnection, trackConnection } from './trackConnection.js'

/**
 * Restores the connector's connection without prompting: the wallet's silent connect answers only
 * when it still authorizes the site. Waits briefly for a wallet that has not registered yet.
 * Resolves `null` when there is nothing to restore.
 */
export async function reconnectWallet(
  context: SolanaAdapterContext,
  parameters: { connectorId: string; network?: SolanaNetwork | undefined },
): Promise<AdapterConnection | null> {
  const existing = context.connections.get(parameters.connectorId)
  if (existing) return toAdapterConnection(parameters.connectorId, existing.accounts, existing.network)
  // The kit restores WalletConnect sessions itself and hands them over through `walletConnect.connect`.
  if (parameters.connectorId === walletConnectConnectorId) return null
  const wallet = await context.wallets.waitFor(parameters.connectorId, context.discoveryTimeoutMs)
  if (!wallet) return null
  const network = resolveNetwork(context, parameters.network)
  let accounts = wallet.accounts()
  if (accounts.length === 0) {
    try {
      accounts = await wallet.connect({ silent: true })
    } catch {
      return null // Wallets that cannot connect silently refuse instead of answering no accounts.
    }
  }
  if (accounts.length === 0) return null
  return trackConnection(context, wallet, accounts, network)
}

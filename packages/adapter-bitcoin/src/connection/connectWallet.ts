import {
  type AdapterConnection,
  FailedToConnectError,
  toConnectError,
  walletConnectConnectorId,
} from '@latchkit/core'
import {
  type BitcoinAdapterContext,
  requireWallet,
  resolveNetwork,
} from '../adapter/bitcoinAdapterContext.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { toAdapterConnection, trackConnection } from './trackConnection.js'

/**
 * Asks the wallet behind `connectorId` for its accounts on `network` (the adapter's first network
 * by default); it may prompt. A connector that is connected already answers without a prompt.
 *
 * @throws {ConnectorNotFoundError} for an unknown connector.
 * @throws {ConnectionRejectedError} 'Connection rejected' when the visitor declines.
 * @throws {FailedToConnectError} when the wallet fails or shares no account.
 */
export async function connectWallet(
  context: BitcoinAdapterContext,
  parameters: { connectorId: string; network?: BitcoinNetwork | undefined },
): Promise<AdapterConnection> {
  const wallet = await requireWallet(context, parameters.connectorId)
  const network = resolveNetwork(context, parameters.network)
  const existing = context.connections.get(wallet.id)
  if (existing) return toAdapterConnection(wallet.id, existing.accounts, existing.network)
  let accounts: Awaited<ReturnType<typeof wallet.connect>>
  try {
    accounts = await wallet.connect(network)
  } catch (error) {
    throw toConnectError(error)
  }
  if (accounts.length === 0)
    throw new FailedToConnectError({ cause: new Error(`${wallet.name} shared no Bitcoin account`) })
  return trackConnection(context, wallet, accounts, network)
}

/**
 * Restores a connection without prompting: the accounts the wallet still shares with the site, or
 * `null` when it shares none (never connected, or revoked). WalletConnect's is the live one, or
 * `null`: the kit restores its sessions itself and hands them over through `walletConnect.connect`.
 */
export async function reconnectWallet(
  context: BitcoinAdapterContext,
  parameters: { connectorId: string; network?: BitcoinNetwork | undefined },
): Promise<AdapterConnection | null> {
  if (parameters.connectorId === walletConnectConnectorId) {
    const live = context.connections.get(walletConnectConnectorId)
    return live ? toAdapterConnection(walletConnectConnectorId, live.accounts, live.network) : null
  }
  const found = await context.wallets.waitFor(parameters.connectorId, context.discoveryTimeoutMs)
  if (!found) return null
  const wallet = await found.drive()
  const network = resolveNetwork(context, parameters.network)
  const accounts = await wallet.getAccounts()
  if (accounts.length === 0) return null
  return trackConnection(context, wallet, accounts, network)
}

/** Ends the connection on the site's side (and the wallet's, where it lets a site do that). */
export async function disconnectWallet(context: BitcoinAdapterContext, connectorId: string): Promise<void> {
  const record = context.connections.get(connectorId)
  if (!record) return
  record.stopWatching()
  context.connections.delete(connectorId)
  await record.wallet.disconnect().catch(() => {})
}

import {
  type AdapterConnection,
  FailedToConnectError,
  toConnectError,
  UserRejectedRequestError,
  walletConnectConnectorId,
} from '@latchkit/core'
import {
  type PolkadotAdapterContext,
  requireWallet,
  resolveNetwork,
} from '../adapter/polkadotAdapterContext.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import type { PolkadotWalletAccount } from '../wallets/polkadotWallet.js'
import { toAdapterConnection, trackConnection } from './trackConnection.js'

/**
 * Asks the extension behind `connectorId` for the visitor's accounts (`enable`, which prompts the
 * first time) and connects them on `network` (the adapter's first network by default). A connector
 * that is connected already answers without asking again.
 *
 * @throws {ConnectorNotFoundError} for an unknown connector.
 * @throws {ConnectionRejectedError} 'Connection rejected' when the visitor declines.
 * @throws {FailedToConnectError} when the extension fails or shares no account usable on the network.
 */
export async function connectWallet(
  context: PolkadotAdapterContext,
  parameters: { connectorId: string; network?: PolkadotNetwork | undefined },
): Promise<AdapterConnection> {
  const wallet = await requireWallet(context, parameters.connectorId)
  const network = resolveNetwork(context, parameters.network)
  const existing = context.connections.get(wallet.id)
  if (existing) return toAdapterConnection(existing)
  let walletAccounts: PolkadotWalletAccount[]
  try {
    walletAccounts = await wallet.connect()
  } catch (error) {
    throw toConnectError(error)
  }
  // The visitor let the site in: a reload may restore the connection (see authorizedExtensions.ts).
  context.authorized.add(wallet.id)
  const connection = trackConnection(context, wallet, walletAccounts, network)
  if (!connection)
    throw new FailedToConnectError({
      cause: new Error(`${wallet.name} shared no account usable on ${network.name}`),
    })
  return connection
}

/**
 * Restores a connection without prompting: the extension remembers that the visitor let the site
 * in, so `enable` resolves at once with the accounts it still shares; `null` when it shares none
 * usable on the network, or when the visitor removed the site from the extension (which then
 * asks again: the injected API has no way to ask without a prompt) and declines. WalletConnect's is the live one, or `null`: the kit restores its sessions
 * itself and hands them over through `walletConnect.connect`.
 */
export async function reconnectWallet(
  context: PolkadotAdapterContext,
  parameters: { connectorId: string; network?: PolkadotNetwork | undefined },
): Promise<AdapterConnection | null> {
  if (parameters.connectorId === walletConnectConnectorId) {
    const live = context.connections.get(walletConnectConnectorId)
    return live ? toAdapterConnection(live) : null
  }
  const found = await context.wallets.waitFor(parameters.connectorId, context.discoveryTimeoutMs)
  if (!found) return null
  const wallet = await found.drive()
  const network = resolveNetwork(context, parameters.network)
  let walletAccounts: PolkadotWalletAccount[]
  try {
    walletAccounts = await wallet.getAccounts()
  } catch (error) {
    // The visitor removed the site from the extension, which asked again and was declined.
    if (error instanceof UserRejectedRequestError) {
      context.authorized.remove(wallet.id)
      return null
    }
    throw error
  }
  return trackConnection(context, wallet, walletAccounts, network) ?? null
}

/** Ends the connection on the site's side (extensions offer a site no way to end theirs). */
export async function disconnectWallet(context: PolkadotAdapterContext, connectorId: string): Promise<void> {
  context.authorized.remove(connectorId)
  const record = context.connections.get(connectorId)
  if (!record) return
  record.stopWatching()
  context.connections.delete(connectorId)
  await record.wallet.disconnect().catch(() => undefined)
}

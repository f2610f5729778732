import {
  type ChainAdapterEvents,
  type ConnectedAccount,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  type Emitter,
  type Network,
  NetworkNotFoundError,
} from '@latchkit/core'
import type { PolkadotApis } from '../account/polkadotApis.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import type { AuthorizedExtensions } from '../wallets/authorizedExtensions.js'
import type { PolkadotWallet, PolkadotWalletAccount } from '../wallets/polkadotWallet.js'
import type { PolkadotWalletSource } from '../wallets/walletSource.js'

/** A connected wallet: what it shared, how the kit sees it on the connection's network, and its watcher. */
export type PolkadotConnection = {
  wallet: PolkadotWallet
  /** The accounts as the wallet shared them. */
  walletAccounts: PolkadotWalletAccount[]
  /** Those usable on `network`, each address written with the network's SS58 prefix. */
  accounts: ConnectedAccount[]
  network: PolkadotNetwork
  /** The account the kit made active (`setActiveAccount`); the first one when unset or gone. */
  activeAddress: string | undefined
  stopWatching: () => void
}

/** What the adapter's parts share. */
export type PolkadotAdapterContext = {
  emitter: Emitter<ChainAdapterEvents>
  networks: readonly PolkadotNetwork[]
  wallets: PolkadotWalletSource
  /** The extensions the visitor let the site use, remembered between visits. */
  authorized: AuthorizedExtensions
  connections: Map<string, PolkadotConnection>
  /** One @polkadot/api client per network, made (and its code downloaded) on first use. */
  apis: PolkadotApis
  discoveryTimeoutMs: number
}

/** The adapter's own copy of `network` (the kit may pass its own). @throws {NetworkNotFoundError} */
export function resolveNetwork(
  context: PolkadotAdapterContext,
  network?: Network<'polkadot'>,
): PolkadotNetwork {
  const [first] = context.networks
  if (!network) return first as PolkadotNetwork
  const own = context.networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!own) throw new NetworkNotFoundError(network.caipNetworkId)
  return own
}

/**
 * The connector's wallet, ready to talk to (its code loaded), waiting a moment for an extension
 * that injects late. @throws {ConnectorNotFoundError}
 */
export async function requireWallet(
  context: PolkadotAdapterContext,
  connectorId: string,
): Promise<PolkadotWallet> {
  const found = await context.wallets.waitFor(connectorId, context.discoveryTimeoutMs)
  if (!found) throw new ConnectorNotFoundError(connectorId)
  return found.drive()
}

/** The connector's connection. @throws {ConnectorNotConnectedError} */
export function requireConnection(context: PolkadotAdapterContext, connectorId: string): PolkadotConnection {
  const connection = context.connections.get(connectorId)
  if (!connection) throw new ConnectorNotConnectedError(connectorId)
  return connection
}

/** The connection's active account: the one the kit chose while it is still shared, else the first. */
export function activeAccountOf(connection: PolkadotConnection): ConnectedAccount | undefined {
  return (
    connection.accounts.find((account) => account.address === connection.activeAddress) ??
    connection.accounts[0]
  )
}

import {
  type ChainAdapterEvents,
  type ConnectedAccount,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  type Emitter,
  type Network,
  NetworkNotFoundError,
} from '@latchkit/core'
import type { EsploraClient } from '../account/esploraClient.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import type { BitcoinAccount, BitcoinWallet } from '../wallets/bitcoinWallet.js'
import type { BitcoinWalletSource } from '../wallets/walletSource.js'

/** A connected wallet: its accounts, the network the site uses it on, and its watcher. */
export type BitcoinConnection = {
  wallet: BitcoinWallet
  accounts: BitcoinAccount[]
  network: BitcoinNetwork
  stopWatching: () => void
}

/** What the adapter's parts share. */
export type BitcoinAdapterContext = {
  emitter: Emitter<ChainAdapterEvents>
  networks: readonly BitcoinNetwork[]
  wallets: BitcoinWalletSource
  connections: Map<string, BitcoinConnection>
  /** The network's Esplora client; its code loads on the first read (a balance, a send). */
  esplora: (network: BitcoinNetwork) => Promise<EsploraClient>
  discoveryTimeoutMs: number
}

/** The adapter's own copy of `network` (the kit may pass its own). @throws {NetworkNotFoundError} */
export function resolveNetwork(context: BitcoinAdapterContext, network?: Network<'bip122'>): BitcoinNetwork {
  const [first] = context.networks
  if (!network) return first as BitcoinNetwork
  const own = context.networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!own) throw new NetworkNotFoundError(network.caipNetworkId)
  return own
}

/**
 * The connector's wallet, ready to talk to (its API's code loaded), waiting a moment for one that
 * injects late. @throws {ConnectorNotFoundError}
 */
export async function requireWallet(
  context: BitcoinAdapterContext,
  connectorId: string,
): Promise<BitcoinWallet> {
  const found = await context.wallets.waitFor(connectorId, context.discoveryTimeoutMs)
  if (!found) throw new ConnectorNotFoundError(connectorId)
  return found.drive()
}

/** The connector's connection. @throws {ConnectorNotConnectedError} */
export function requireConnection(context: BitcoinAdapterContext, connectorId: string): BitcoinConnection {
  const connection = context.connections.get(connectorId)
  if (!connection) throw new ConnectorNotConnectedError(connectorId)
  return connection
}

/** The kit's accounts of a wallet's: payment first, each with its purpose as the account type. */
export function toConnectedAccounts(accounts: readonly BitcoinAccount[]): ConnectedAccount[] {
  return accounts.map(({ address, purpose, publicKey }) => ({
    address,
    type: purpose,
    ...(publicKey ? { publicKey } : {}),
  }))
}

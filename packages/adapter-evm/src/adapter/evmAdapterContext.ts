import {
  type ChainAdapterEvents,
  type ConnectedAccount,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  type Emitter,
  NetworkNotFoundError,
} from '@latchkit/core'
import type { Config, Connection, Connector as WagmiConnector } from '@wagmi/core'
import type { EvmTokenListing } from '../account/evmTokenListing.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'

/**
 * What the adapter's parts share: the wagmi config, the kit-facing emitter, the networks and the
 * options the wallet actions read.
 */
export type EvmAdapterContext = {
  readonly config: Config
  readonly emitter: Emitter<ChainAdapterEvents>
  readonly networks: readonly EvmNetwork[]
  /** Per connector, the account the kit made active (`setActiveAccount`), when not the wallet's first. */
  readonly activeAccounts: Map<string, string>
  /** The ERC-20 tokens the site listed (`tokens` option). */
  readonly tokens: readonly EvmTokenListing[]
  /** Explorer API URLs by chain id (`explorerApiUrls` option). */
  readonly explorerApiUrls: Readonly<Record<number, string>>
}

/** The wagmi connector with `connectorId`, if the adapter has one (yet: EIP-6963 wallets come and go). */
export function findWagmiConnector(config: Config, connectorId: string): WagmiConnector | undefined {
  return config.connectors.find((connector) => connector.id === connectorId)
}

/** @throws {ConnectorNotFoundError} when no connector has `connectorId`. */
export function requireWagmiConnector(config: Config, connectorId: string): WagmiConnector {
  const connector = findWagmiConnector(config, connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  return connector
}

/** The connector's current connection in wagmi's state. */
export function connectionOf(config: Config, connector: WagmiConnector): Connection | undefined {
  return config.state.connections.get(connector.uid)
}

/**
 * The connector and its connection, for actions that need a connected wallet.
 * @throws {ConnectorNotFoundError} or {ConnectorNotConnectedError}.
 */
export function requireConnection(
  config: Config,
  connectorId: string,
): { connector: WagmiConnector; connection: Connection } {
  const connector = requireWagmiConnector(config, connectorId)
  const connection = connectionOf(config, connector)
  if (!connection) throw new ConnectorNotConnectedError(connectorId)
  return { connector, connection }
}

/**
 * The account a connection's actions act for: the one the kit made active while the wallet still
 * shares it, else the wallet's first.
 */
export function activeAccountOf(
  context: EvmAdapterContext,
  connectorId: string,
  connection: Connection,
): Connection['accounts'][number] {
  const chosen = context.activeAccounts.get(connectorId)?.toLowerCase()
  const found = chosen && connection.accounts.find((account) => account.toLowerCase() === chosen)
  return found || connection.accounts[0]
}

/** Wagmi's addresses as core accounts (EVM wallets connect externally owned accounts). */
export function toConnectedAccounts(addresses: readonly string[]): ConnectedAccount[] {
  return addresses.map((address) => ({ address, type: 'eoa' }))
}

/**
 * The adapter's network with the same chain id as `network`.
 * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
 */
export function requireNetwork(context: EvmAdapterContext, network: Pick<EvmNetwork, 'id'>): EvmNetwork {
  const chainId = chainIdOf(network)
  const found = context.networks.find((candidate) => chainIdOf(candidate) === chainId)
  if (!found) throw new NetworkNotFoundError(`eip155:${chainId}`)
  return found
}

import { ConnectorNotConnectedError, ConnectorNotFoundError, NetworkNotFoundError } from '@latchkit/core'
import type { Config, Connection, Connector as WagmiConnector } from '@wagmi/core'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { connectionOf, type EvmAdapterContext, findWagmiConnector } from './evmAdapterContext.js'

// What the adapter's actions (its lazy parts) look up in its context, with the errors they throw
// when it is not there. Apart from evmAdapterContext.ts, which the page's first download imports,
// so that this code and its errors load with the actions.

/** @throws {ConnectorNotFoundError} when no connector has `connectorId`. */
export function requireWagmiConnector(config: Config, connectorId: string): WagmiConnector {
  const connector = findWagmiConnector(config, connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  return connector
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

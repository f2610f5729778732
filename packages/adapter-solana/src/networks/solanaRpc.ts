import type { Commitment, Connection } from '@solana/web3.js'
import { SolanaAdapterOptionsError } from '../errors/optionsErrors.js'
import type { SolanaNetwork } from './solanaNetworks.js'

/** web3.js `Connection`s by RPC endpoint, created on first use (web3.js loads only then). */
export type RpcConnections = { get(network: SolanaNetwork): Promise<Connection> }

/**
 * The network's HTTP RPC endpoint.
 * @throws {SolanaAdapterOptionsError} for a network without one.
 */
export function rpcUrlOf(network: SolanaNetwork): string {
  const http = network.rpcUrls.default.http[0]
  if (!http)
    throw new SolanaAdapterOptionsError(`${network.name} has no RPC URL`, {
      metaMessages: [`Network: ${network.caipNetworkId}`, 'Give it one in rpcUrls or in the network.'],
    })
  return http
}

/** Creates the adapter's RPC connections, one per endpoint, with `commitment`. */
export function createRpcConnections(commitment: Commitment): RpcConnections {
  const connections = new Map<string, Promise<Connection>>()
  return {
    get(network) {
      const http = rpcUrlOf(network)
      const webSocket = network.rpcUrls.default.webSocket?.[0]
      const key = `${http} ${webSocket ?? ''}`
      let connection = connections.get(key)
      if (!connection) {
        connection = import('@solana/web3.js').then(
          ({ Connection }) =>
            new Connection(http, { commitment, ...(webSocket ? { wsEndpoint: webSocket } : {}) }),
        )
        connections.set(key, connection)
      }
      return connection
    },
  }
}

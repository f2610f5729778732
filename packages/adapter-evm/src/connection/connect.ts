import { type AdapterConnection, ConnectionRejectedError, isUserRejection } from '@latchkit/core'
import { switchConnection, connect as wagmiConnect } from '@wagmi/core'
import { requireWagmiConnector } from '../adapter/actionContext.js'
import { connectionOf, type EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { toAdapterConnection } from './toAdapterConnection.js'

/**
 * Asks the wallet behind `connectorId` to connect (it may prompt), on `network` when given. A
 * connector that is already connected is made the current one without a prompt.
 *
 * @throws {ConnectorNotFoundError} for an unknown connector.
 * @throws {ConnectionRejectedError} 'Connection rejected' when the visitor declines (EIP-1193 4001).
 */
export async function connectConnector(
  context: EvmAdapterContext,
  parameters: { connectorId: string; network?: EvmNetwork | undefined },
): Promise<AdapterConnection> {
  const { config } = context
  const connector = requireWagmiConnector(config, parameters.connectorId)
  const existing = connectionOf(config, connector)
  if (existing) {
    if (config.state.current !== connector.uid) switchConnection(config, { connector })
    return toAdapterConnection(connector, existing)
  }
  const chainId = parameters.network ? chainIdOf(parameters.network) : undefined
  const isConfigured = config.chains.some((chain) => chain.id === chainId)
  try {
    const result = await wagmiConnect(config, { connector, ...(isConfigured ? { chainId } : {}) })
    return toAdapterConnection(connector, result)
  } catch (error) {
    if (isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
    throw error
  }
}

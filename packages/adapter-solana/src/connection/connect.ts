import { type AdapterConnection, FailedToConnectError, toConnectError } from '@latchkit/core'
import { requireWallet, resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { toAdapterConnection, trackConnection } from './trackConnection.js'

/**
 * Asks the wallet behind `connectorId` to connect (it may prompt), for `network` (the adapter's
 * first network by default). A connector that is connected already answers without a prompt.
 *
 * @throws {ConnectorNotFoundError} for an unknown connector.
 * @throws {ConnectionRejectedError} 'Connection rejected' when the visitor declines.
 * @throws {FailedToConnectError} when the wallet connects no account.
 */
export async function connectWallet(
  context: SolanaAdapterContext,
  parameters: { connectorId: string; network?: SolanaNetwork | undefined },
): Promise<AdapterConnection> {
  const wallet = requireWallet(context, parameters.connectorId)
  const network = resolveNetwork(context, parameters.network)
  const existing = context.connections.get(wallet.id)
  if (existing) return toAdapterConnection(wallet.id, existing.accounts, existing.network)
  let accounts: Awaited<ReturnType<typeof wallet.connect>>
  try {
    accounts = await wallet.connect({ silent: false })
  } catch (error) {
    throw toConnectError(error)
  }
  if (accounts.length === 0)
    throw new FailedToConnectError({ cause: new Error(`${wallet.name} connected no Solana account`) })
  return trackConnection(context, wallet, accounts, network)
}

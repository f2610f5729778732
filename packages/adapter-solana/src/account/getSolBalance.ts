import { type AdapterBalance, formatAmount } from '@latchkit/core'
import { resolveNetwork, type SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { solDecimals } from '../utils/lamports.js'
import { toPublicKey } from '../utils/toPublicKey.js'

/** The SOL balance of `address` on `network`, read over RPC (`getBalance`), in whole SOL. */
export async function getSolBalance(
  context: SolanaAdapterContext,
  parameters: { address: string; network: Pick<SolanaNetwork, 'caipNetworkId'> },
): Promise<AdapterBalance> {
  const network = resolveNetwork(context, parameters.network)
  const owner = await toPublicKey(parameters.address, 'address')
  const connection = await context.rpc.get(network)
  const lamports = await connection.getBalance(owner, context.commitment)
  return { balance: formatAmount(BigInt(lamports), solDecimals), symbol: network.nativeCurrency.symbol }
}

import { sendCalls as wagmiSendCalls } from '@wagmi/core'
import { activeAccountOf, requireConnection, requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { withRejectionMapped } from '../errors/walletErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { type EvmCall, validateCalls } from '../validation/validateCalls.js'

/**
 * Validates a batch of calls (spec section 5) and sends it to the wallet with `wallet_sendCalls`
 * (EIP-5792). Resolves the batch id the wallet gives back.
 *
 * @throws {NoCallsError}, {InvalidSendCallError}, {InvalidAddressError}, {UserRejectedRequestError}.
 */
export async function sendCalls(
  context: EvmAdapterContext,
  parameters: { connectorId: string; calls: readonly EvmCall[]; network?: EvmNetwork | undefined },
): Promise<{ id: string }> {
  const calls = validateCalls(parameters.calls)
  const { connector, connection } = requireConnection(context.config, parameters.connectorId)
  const chainId = parameters.network
    ? chainIdOf(requireNetwork(context, parameters.network))
    : connection.chainId
  const { id } = await withRejectionMapped(() =>
    wagmiSendCalls(context.config, {
      connector,
      account: activeAccountOf(context, parameters.connectorId, connection),
      chainId,
      calls,
    }),
  )
  return { id }
}

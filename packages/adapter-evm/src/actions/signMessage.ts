import { signMessage as wagmiSignMessage } from '@wagmi/core'
import type { Hex } from 'viem'
import { requireConnection } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { withRejectionMapped } from '../errors/walletErrors.js'
import { assertAddress } from '../validation/assertAddress.js'

/**
 * Asks the wallet to sign `message` with `address` (`personal_sign`, EIP-191).
 *
 * @throws {UserRejectedRequestError} when the visitor declines (EIP-1193 4001).
 * @throws {ConnectorNotConnectedError}, {ConnectorNotFoundError} or {InvalidAddressError}.
 */
export async function signMessage(
  context: EvmAdapterContext,
  parameters: { connectorId: string; address: string; message: string },
): Promise<Hex> {
  const { connector } = requireConnection(context.config, parameters.connectorId)
  const account = assertAddress(parameters.address, 'address')
  return withRejectionMapped(() =>
    wagmiSignMessage(context.config, { connector, account, message: parameters.message }),
  )
}

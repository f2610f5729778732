import { signTypedData as wagmiSignTypedData } from '@wagmi/core'
import type { Hex, TypedData, TypedDataDefinition } from 'viem'
import { requireConnection } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { withRejectionMapped } from '../errors/walletErrors.js'
import { assertAddress } from '../validation/assertAddress.js'

/** What `signTypedData` takes: the connector, the signing address and EIP-712 typed data. */
export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
> = { connectorId: string; address: string; typedData: TypedDataDefinition<typedData, primaryType> }

/**
 * Asks the wallet to sign EIP-712 typed data with `address` (`eth_signTypedData_v4`).
 *
 * @throws {UserRejectedRequestError} when the visitor declines (EIP-1193 4001).
 * @throws {ConnectorNotConnectedError}, {ConnectorNotFoundError} or {InvalidAddressError}.
 */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(context: EvmAdapterContext, parameters: SignTypedDataParameters<typedData, primaryType>): Promise<Hex> {
  const { connector } = requireConnection(context.config, parameters.connectorId)
  const account = assertAddress(parameters.address, 'address')
  const request = { ...parameters.typedData, connector, account } as Parameters<typeof wagmiSignTypedData>[1]
  return withRejectionMapped(() => wagmiSignTypedData(context.config, request))
}

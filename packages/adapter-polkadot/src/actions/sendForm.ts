import {
  SendAmountAndReceiverRequiredError,
  type SendTokenParameters,
  SendTokenRequiredError,
} from '@latchkit/core'
import {
  type PolkadotAdapterContext,
  requireConnection,
  resolveNetwork,
} from '../adapter/polkadotAdapterContext.js'
import { PolkadotSendNetworkMismatchError } from '../errors/transferErrors.js'
import type { PolkadotTransferParameters } from './checkTransfer.js'

const isFilled = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * The transfer the modal's send form asks for (spec section 5's checks first): the network's own
 * token only, on the connection's network, to the receiver as typed (surrounding spaces dropped).
 *
 * @example
 * toTransferParameters(context, { connectorId, network, token: { type: 'native' }, sendTokenAmount: '1.5', receiverAddress: '15oF4u…' })
 * // { connectorId, recipient: '15oF4u…', amount: '1.5' }
 * @throws {SendAmountAndReceiverRequiredError} without an amount or a receiver.
 * @throws {SendTokenRequiredError} without a token, or for an asset (only the native token is sent).
 * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
 * @throws {ConnectorNotConnectedError}, {PolkadotSendNetworkMismatchError} when the connector is not
 * connected, or is on another network.
 */
export function toTransferParameters(
  context: PolkadotAdapterContext,
  parameters: SendTokenParameters<'polkadot'>,
): PolkadotTransferParameters {
  const { connectorId, sendTokenAmount, receiverAddress, token } = parameters
  if (!isFilled(sendTokenAmount) || !isFilled(receiverAddress)) throw new SendAmountAndReceiverRequiredError()
  if (token?.type !== 'native')
    throw new SendTokenRequiredError(
      token ? { reason: "The adapter sends the network's native token only, not assets." } : {},
    )
  const network = resolveNetwork(context, parameters.network)
  const connection = requireConnection(context, connectorId)
  if (connection.network.caipNetworkId !== network.caipNetworkId)
    throw new PolkadotSendNetworkMismatchError({
      requested: network.name,
      connected: connection.network.name,
    })
  return { connectorId, recipient: receiverAddress.trim(), amount: sendTokenAmount }
}

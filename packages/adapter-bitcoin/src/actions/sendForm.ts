import {
  SendAmountAndReceiverRequiredError,
  type SendTokenParameters,
  SendTokenRequiredError,
} from '@latchkit/core'
import {
  type BitcoinAdapterContext,
  requireConnection,
  resolveNetwork,
} from '../adapter/bitcoinAdapterContext.js'
import { BitcoinSendNetworkMismatchError } from '../errors/sendErrors.js'
import type { BitcoinSendTransferParameters } from './planTransfer.js'

const isFilled = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * The transfer the modal's send form asks for (spec section 5's checks first): the network's own
 * currency only, on the network the wallet is connected on.
 *
 * @example
 * toTransferParameters(context, { connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.001', receiverAddress: 'bc1q...' })
 * // { connectorId, recipient: 'bc1q...', amount: '0.001' }
 * @throws {SendAmountAndReceiverRequiredError} without an amount or a receiver.
 * @throws {SendTokenRequiredError} without a token, or for a token (Bitcoin networks have none here).
 * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
 * @throws {ConnectorNotConnectedError}, {BitcoinSendNetworkMismatchError} when the connector is not
 * connected, or is on another network.
 */
export function toTransferParameters(
  context: BitcoinAdapterContext,
  parameters: SendTokenParameters<'bip122'>,
): BitcoinSendTransferParameters {
  const { connectorId, sendTokenAmount, receiverAddress, token } = parameters
  if (!isFilled(sendTokenAmount) || !isFilled(receiverAddress)) throw new SendAmountAndReceiverRequiredError()
  if (token?.type !== 'native')
    throw new SendTokenRequiredError(
      token
        ? { reason: 'Bitcoin networks have no tokens the adapter sends: choose the native currency.' }
        : {},
    )
  const network = resolveNetwork(context, parameters.network)
  const connection = requireConnection(context, connectorId)
  if (connection.network.caipNetworkId !== network.caipNetworkId)
    throw new BitcoinSendNetworkMismatchError({ requested: network.name, connected: connection.network.name })
  return { connectorId, recipient: receiverAddress, amount: sendTokenAmount }
}

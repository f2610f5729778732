import {
  SendAmountAndReceiverRequiredError,
  type SendTokenParameters,
  SendTokenRequiredError,
} from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { solTransferTransaction } from './solTransferTransaction.js'
import { splTransferTransaction } from './splTransferTransaction.js'
import type { TransferTransaction } from './transferTransaction.js'

/**
 * The transaction the send form's values make, after the spec's checks in its order (an amount
 * and a receiver, then a token): a SOL transfer for `{ type: 'native' }`, an SPL transfer of the
 * mint for `{ type: 'token', address }`.
 *
 * @throws {SendAmountAndReceiverRequiredError}, {SendTokenRequiredError}, and what the
 * transfers throw.
 */
export async function sendFormTransaction(
  context: SolanaAdapterContext,
  parameters: SendTokenParameters<'solana'>,
): Promise<TransferTransaction> {
  const { connectorId, network, token, sendTokenAmount: amount, receiverAddress } = parameters
  if (!amount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
  if (!token) throw new SendTokenRequiredError()
  if (token.type === 'native')
    return solTransferTransaction(context, { connectorId, network, amount, receiverAddress })
  if (!token.address?.trim())
    throw new SendTokenRequiredError({ reason: 'An SPL token is sent by its mint address.' })
  return splTransferTransaction(context, {
    connectorId,
    network,
    amount,
    receiverAddress,
    mint: token.address,
  })
}

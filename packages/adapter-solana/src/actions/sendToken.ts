import type { SendTokenParameters } from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { sendFormTransaction } from './sendFormTransaction.js'
import { signAndSendTransfer } from './transferTransaction.js'

/**
 * The modal's send: SOL for `{ type: 'native' }`, an SPL token for `{ type: 'token', address:
 * mint }` (to the receiver's associated token account, created when missing), from the
 * connection's active account on `network`. Resolves the base58 signature once the cluster
 * confirms it; the adapter then emits `balanceChanged`.
 *
 * @throws {SendAmountAndReceiverRequiredError} 'An amount and receiver address are required'.
 * @throws {SendTokenRequiredError} 'A token is required' (none picked, or no mint at its address).
 * @throws {InvalidAmountError}, {InvalidAddressError}, {UserRejectedRequestError},
 * {TransactionFailedError}.
 *
 * @example
 * await solana.sendToken({ connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.1', receiverAddress })
 */
export async function sendToken(
  context: SolanaAdapterContext,
  parameters: SendTokenParameters<'solana'>,
): Promise<string> {
  return signAndSendTransfer(context, parameters.connectorId, await sendFormTransaction(context, parameters))
}

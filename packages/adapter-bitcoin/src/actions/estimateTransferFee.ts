import type { BitcoinAdapterContext } from '../adapter/bitcoinAdapterContext.js'
import { InsufficientBitcoinFundsError } from '../errors/sendErrors.js'
import { type BitcoinSendTransferParameters, planTransfer } from './planTransfer.js'
import { selectCoins } from './selectCoins.js'

/**
 * The fee, in satoshis, that `sendTransfer` with these parameters would pay now: the same checks,
 * coins, fee rate and coin selection. When the coins cannot pay the amount and its fee (the send
 * form's "max" asks with the whole balance), the fee of spending every coin worth spending to the
 * recipient alone: what sending the balance less that fee pays. Nothing is signed or sent.
 *
 * @example
 * const fee = await estimateTransferFee(context, { connectorId, recipient: 'bc1q...', amount: '0.001' }) // 705n
 * @throws what `sendTransfer` throws before it asks the wallet, but {InsufficientBitcoinFundsError}.
 */
export async function estimateTransferFee(
  context: BitcoinAdapterContext,
  parameters: BitcoinSendTransferParameters,
): Promise<bigint> {
  const plan = await planTransfer(context, parameters)
  try {
    return selectCoins(plan.coinSelection).fee
  } catch (error) {
    // `needed` is the amount plus the fee of spending every coin worth spending, with no change.
    if (error instanceof InsufficientBitcoinFundsError) return error.needed - plan.amount
    throw error
  }
}

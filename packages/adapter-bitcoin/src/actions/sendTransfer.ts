import { withUserRejectionMapped } from '@latchkit/core'
import type { BitcoinAdapterContext } from '../adapter/bitcoinAdapterContext.js'
import { buildPsbt } from './buildPsbt.js'
import { extractSignedTransaction } from './extractSignedTransaction.js'
import { type BitcoinSendTransferParameters, planTransfer } from './planTransfer.js'
import { selectCoins } from './selectCoins.js'
import { watchConfirmation } from './watchConfirmation.js'

export type { BitcoinSendTransferParameters } from './planTransfer.js'

/**
 * Sends `amount` from the connection's payment account to `recipient`: reads the account's coins
 * and (without `feeRate`) the fee estimates from the network's Esplora API, picks coins (largest
 * first, confirmed first), builds a PSBT with change back to the payment address (none when it
 * would be dust), has the wallet sign it, finalizes and broadcasts it. Resolves the txid. Once it
 * confirms, the adapter emits `balanceChanged` for the payment address.
 *
 * @example
 * const txid = await bitcoin.sendTransfer({ connectorId, recipient: 'bc1q...', amount: '0.001' })
 * @throws {SendAmountAndReceiverRequiredError}, {InvalidAmountError}, {InvalidAddressError},
 * {BitcoinDustAmountError}, {InvalidBitcoinFeeRateError}, {InsufficientBitcoinFundsError} before
 * the wallet is asked.
 * @throws {UserRejectedRequestError} when the visitor declines.
 * @throws {BitcoinBroadcastError} with the node's reason when the network refuses it.
 */
export async function sendTransfer(
  context: BitcoinAdapterContext,
  parameters: BitcoinSendTransferParameters,
  signal: AbortSignal,
): Promise<string> {
  const plan = await planTransfer(context, parameters)
  const { connection, spend, recipientScript, amount, bitcoinjsNetwork, esplora } = plan
  const { network, wallet } = connection
  const selection = selectCoins(plan.coinSelection)
  const psbt = await buildPsbt({
    spend,
    selection,
    recipientScript,
    amount,
    network: bitcoinjsNetwork,
    getTransactionHex: esplora.getTransactionHex,
  })
  const signed = await withUserRejectionMapped(() =>
    wallet.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: { [spend.address]: selection.coins.map((_, index) => index) },
      broadcast: false,
      network,
    }),
  )
  const { hex } = extractSignedTransaction({
    signed: signed.psbt,
    unsigned: psbt,
    network: bitcoinjsNetwork,
    wallet: wallet.name,
  })
  const txid = await esplora.broadcast(hex)
  watchConfirmation({
    txid,
    esplora,
    signal,
    onConfirmed: () => context.emitter.emit('balanceChanged', { address: spend.address }),
  })
  return txid
}

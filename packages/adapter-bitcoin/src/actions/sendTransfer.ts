import {
  ConnectorNotConnectedError,
  parseAmount,
  SendAmountAndReceiverRequiredError,
  withUserRejectionMapped,
} from '@latchkit/core'
import { type BitcoinAdapterContext, requireConnection } from '../adapter/bitcoinAdapterContext.js'
import { BitcoinDustAmountError } from '../errors/sendErrors.js'
import { prepareBitcoinjs, toBitcoinjsNetwork } from './bitcoinjs.js'
import { buildPsbt } from './buildPsbt.js'
import { dustThreshold } from './dust.js'
import { extractSignedTransaction } from './extractSignedTransaction.js'
import { checkFeeRate, pickFeeRate } from './feeRate.js'
import { paymentSpendOf } from './paymentSpend.js'
import { toRecipientScript } from './recipientScript.js'
import { selectCoins } from './selectCoins.js'
import { watchConfirmation } from './watchConfirmation.js'

/** What `adapter.sendTransfer` sends. */
export type BitcoinSendTransferParameters = {
  connectorId: string
  /** The recipient's address on the connection's network. */
  recipient: string
  /** Whole units as a decimal string (`"0.0015"` BTC), at most the network's decimals (8). */
  amount: string
  /**
   * sat/vB, above 0 and at most 5000.
   * @default the Esplora API's fee estimate for `confirmationTarget`
   */
  feeRate?: number | undefined
  /**
   * The blocks to confirm within, when the rate is read from the fee estimates (the nearest target
   * the API gives when it lacks this one).
   * @default 6
   */
  confirmationTarget?: number | undefined
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

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
  const { connectorId, recipient } = parameters
  if (isBlank(parameters.amount) || isBlank(recipient)) throw new SendAmountAndReceiverRequiredError()
  const record = requireConnection(context, connectorId)
  const { network, wallet } = record
  const account = record.accounts.find((candidate) => candidate.purpose === 'payment') ?? record.accounts[0]
  if (!account) throw new ConnectorNotConnectedError(connectorId)
  const amount = parseAmount(parameters.amount, network.nativeCurrency.decimals)
  prepareBitcoinjs()
  const recipientScript = toRecipientScript(recipient, network)
  const dust = dustThreshold(recipientScript)
  if (amount < dust) throw new BitcoinDustAmountError({ amount, dust })
  const bitcoinjsNetwork = toBitcoinjsNetwork(network.bitcoin)
  const spend = paymentSpendOf(account, bitcoinjsNetwork)
  const feeRate = parameters.feeRate === undefined ? undefined : checkFeeRate(parameters.feeRate, 'feeRate')

  const esplora = await context.esplora(network)
  const [coins, estimates] = await Promise.all([
    esplora.getUtxos(spend.address),
    feeRate === undefined ? esplora.getFeeEstimates() : undefined,
  ])
  const selection = selectCoins({
    coins,
    amount,
    feeRate: feeRate ?? pickFeeRate(estimates ?? {}, parameters.confirmationTarget),
    inputType: spend.inputType,
    recipientScriptLength: recipientScript.length,
    changeScriptLength: spend.script.length,
    changeDust: dustThreshold(spend.script),
  })
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

import { ConnectorNotConnectedError, parseAmount, SendAmountAndReceiverRequiredError } from '@latchkit/core'
import type { Network } from 'bitcoinjs-lib'
import type { EsploraClient } from '../account/esploraClient.js'
import {
  type BitcoinAdapterContext,
  type BitcoinConnection,
  requireConnection,
} from '../adapter/bitcoinAdapterContext.js'
import { BitcoinDustAmountError } from '../errors/sendErrors.js'
import { prepareBitcoinjs, toBitcoinjsNetwork } from './bitcoinjs.js'
import { dustThreshold } from './dust.js'
import { checkFeeRate, pickFeeRate } from './feeRate.js'
import { type PaymentSpend, paymentSpendOf } from './paymentSpend.js'
import { toRecipientScript } from './recipientScript.js'
import type { SelectCoinsParameters } from './selectCoins.js'

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

/** A checked transfer with what choosing its coins needs: the send and its fee estimate share it. */
export type TransferPlan = {
  connection: BitcoinConnection
  spend: PaymentSpend
  recipientScript: Uint8Array
  /** Satoshis. */
  amount: bigint
  bitcoinjsNetwork: Network
  esplora: EsploraClient
  /** What `selectCoins` takes: the payment address's coins and the fee rate (sat/vB) read now. */
  coinSelection: SelectCoinsParameters
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * Checks a transfer and reads what choosing its coins needs: the connection's payment account,
 * the amount in satoshis, the recipient's script (not dust), how the account's coins are spent,
 * and from the network's Esplora API the account's coins and (without `feeRate`) the fee rate.
 *
 * @example
 * const plan = await planTransfer(context, { connectorId, recipient: 'bc1q...', amount: '0.001' })
 * const { fee } = selectCoins(plan.coinSelection)
 * @throws {SendAmountAndReceiverRequiredError}, {ConnectorNotConnectedError}, {InvalidAmountError},
 * {InvalidAddressError}, {BitcoinDustAmountError}, {UnsupportedBitcoinPaymentAddressError},
 * {InvalidBitcoinFeeRateError}; the Esplora API's errors.
 */
export async function planTransfer(
  context: BitcoinAdapterContext,
  parameters: BitcoinSendTransferParameters,
): Promise<TransferPlan> {
  const { connectorId, recipient } = parameters
  if (isBlank(parameters.amount) || isBlank(recipient)) throw new SendAmountAndReceiverRequiredError()
  const connection = requireConnection(context, connectorId)
  const { network } = connection
  const account =
    connection.accounts.find((candidate) => candidate.purpose === 'payment') ?? connection.accounts[0]
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
  return {
    connection,
    spend,
    recipientScript,
    amount,
    bitcoinjsNetwork,
    esplora,
    coinSelection: {
      coins,
      amount,
      feeRate: feeRate ?? pickFeeRate(estimates ?? {}, parameters.confirmationTarget),
      inputType: spend.inputType,
      recipientScriptLength: recipientScript.length,
      changeScriptLength: spend.script.length,
      changeDust: dustThreshold(spend.script),
    },
  }
}

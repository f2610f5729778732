import type { BitcoinUtxo } from '../account/esploraClient.js'
import { InsufficientBitcoinFundsError } from '../errors/sendErrors.js'
import { type BitcoinInputType, estimateVsize, inputVsize } from './transactionSize.js'

/** The coins a send spends, its fee and its change, all in satoshis; `change` is 0n when there is none. */
export type CoinSelection = {
  coins: readonly BitcoinUtxo[]
  fee: bigint
  change: bigint
  /** The estimated virtual size the fee was computed for, in vB. */
  vsize: number
}

/** What {@link selectCoins} chooses from and for. */
export type SelectCoinsParameters = {
  /** The payment address's unspent outputs. */
  coins: readonly BitcoinUtxo[]
  /** What the recipient receives, in satoshis. */
  amount: bigint
  /** sat/vB. */
  feeRate: number
  /** How the coins are spent (all are the payment address's). */
  inputType: BitcoinInputType
  recipientScriptLength: number
  changeScriptLength: number
  /** Change below this is left to the fee instead of making an output nodes would not relay. */
  changeDust: bigint
}

const feeAt = (vsize: number, feeRate: number) => BigInt(Math.ceil(vsize * feeRate - 1e-9))

/** Confirmed before unconfirmed, then larger before smaller; txid and output index settle ties. */
function compareCoins(a: BitcoinUtxo, b: BitcoinUtxo): number {
  if (a.confirmed !== b.confirmed) return a.confirmed ? -1 : 1
  if (a.value !== b.value) return a.value > b.value ? -1 : 1
  if (a.txid !== b.txid) return a.txid < b.txid ? -1 : 1
  return a.vout - b.vout
}

/**
 * Picks the coins for a send, largest first, confirmed coins before unconfirmed ones: it adds coins
 * in that order until they pay the amount and the fee of the transaction they make. Change above
 * `changeDust` goes back as an output; smaller change is left to the fee. A coin worth less than
 * the fee of its own input is never picked. Deterministic: the same coins give the same choice.
 *
 * Largest first keeps the inputs (so the fee) few, and trying confirmed coins first keeps a send
 * from hanging on one that may never confirm.
 *
 * @example
 * const { coins, fee, change } = selectCoins({
 *   coins: await esplora.getUtxos(address),
 *   amount: 50_000n,
 *   feeRate: 5,
 *   inputType: 'p2wpkh',
 *   recipientScriptLength: 22,
 *   changeScriptLength: 22,
 *   changeDust: 294n,
 * })
 * @throws {InsufficientBitcoinFundsError} when all the coins worth spending cannot pay it.
 */
export function selectCoins(parameters: SelectCoinsParameters): CoinSelection {
  const { amount, feeRate, inputType, recipientScriptLength, changeScriptLength, changeDust } = parameters
  const ownInputFee = inputVsize(inputType) * feeRate
  const worthSpending = parameters.coins.filter((coin) => Number(coin.value) > ownInputFee).sort(compareCoins)
  const vsizeOf = (inputCount: number, withChange: boolean) =>
    estimateVsize({
      inputType,
      inputCount,
      outputScriptLengths: withChange ? [recipientScriptLength, changeScriptLength] : [recipientScriptLength],
    })

  let total = 0n
  for (const [index, coin] of worthSpending.entries()) {
    total += coin.value
    const coins = worthSpending.slice(0, index + 1)
    const vsizeWithChange = vsizeOf(coins.length, true)
    const feeWithChange = feeAt(vsizeWithChange, feeRate)
    const change = total - amount - feeWithChange
    if (change >= changeDust) return { coins, fee: feeWithChange, change, vsize: vsizeWithChange }
    const vsize = vsizeOf(coins.length, false)
    if (total - amount >= feeAt(vsize, feeRate)) return { coins, fee: total - amount, change: 0n, vsize }
  }
  const needed = amount + feeAt(vsizeOf(Math.max(worthSpending.length, 1), false), feeRate)
  throw new InsufficientBitcoinFundsError({ needed, available: total })
}

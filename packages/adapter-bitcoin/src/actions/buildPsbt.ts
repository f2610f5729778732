import { type Network, Psbt } from 'bitcoinjs-lib'
import { BitcoinApiResponseError } from '../errors/apiErrors.js'
import { hexToBytes } from '../utils/encoding.js'
import type { PaymentSpend } from './paymentSpend.js'
import type { CoinSelection } from './selectCoins.js'

// Each input signals replaceability (BIP125), so a visitor's wallet can bump a fee that was too low.
const replaceableSequence = 0xfffffffd

/** What {@link buildPsbt} builds a send from. */
export type BuildPsbtParameters = {
  spend: PaymentSpend
  selection: CoinSelection
  recipientScript: Uint8Array
  /** Satoshis. */
  amount: bigint
  network: Network
  /** The raw hex of a transaction (Esplora's `/tx/:txid/hex`), for legacy inputs. */
  getTransactionHex: (txid: string) => Promise<string>
}

/**
 * The unsigned PSBT of a send (version 2): one input per selected coin, the recipient's output,
 * then the change back to the payment address when there is any. Segwit and taproot inputs carry
 * the coin (`witnessUtxo`), P2PKH inputs the whole previous transaction (`nonWitnessUtxo`), P2SH-P2WPKH
 * ones their redeem script and P2TR ones their internal key, so any wallet can sign them.
 *
 * @example
 * const psbt = await buildPsbt({ spend, selection, recipientScript, amount, network, getTransactionHex })
 * await wallet.signPsbt({ psbt: psbt.toBase64(), signInputs, broadcast: false, network })
 * @throws {BitcoinApiResponseError} when a previous transaction the API gave is not the one spent.
 */
export async function buildPsbt(parameters: BuildPsbtParameters): Promise<Psbt> {
  const { spend, selection, recipientScript, amount, network } = parameters
  const previous = new Map<string, Uint8Array>()
  if (spend.inputType === 'p2pkh') {
    const txids = [...new Set(selection.coins.map((coin) => coin.txid))]
    const hexes = await Promise.all(txids.map(parameters.getTransactionHex))
    for (const [index, txid] of txids.entries())
      previous.set(txid, hexToBytes(hexes[index] ?? '') ?? Uint8Array.of())
  }
  const psbt = new Psbt({ network })
  psbt.setVersion(2)
  for (const coin of selection.coins) {
    try {
      psbt.addInput({
        hash: coin.txid,
        index: coin.vout,
        sequence: replaceableSequence,
        ...(spend.inputType === 'p2pkh'
          ? { nonWitnessUtxo: previous.get(coin.txid) }
          : { witnessUtxo: { script: spend.script, value: coin.value } }),
        ...(spend.redeemScript ? { redeemScript: spend.redeemScript } : {}),
        ...(spend.tapInternalKey ? { tapInternalKey: spend.tapInternalKey } : {}),
      })
    } catch (cause) {
      throw new BitcoinApiResponseError({
        url: `/tx/${coin.txid}`,
        details: `Coin ${coin.txid}:${coin.vout} is not spendable as the API describes it (${cause instanceof Error ? cause.message : cause}).`,
      })
    }
  }
  psbt.addOutput({ script: recipientScript, value: amount })
  if (selection.change > 0n) psbt.addOutput({ script: spend.script, value: selection.change })
  return psbt
}

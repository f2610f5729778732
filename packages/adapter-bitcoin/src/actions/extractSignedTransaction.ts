import { type Network, Psbt } from 'bitcoinjs-lib'
import { BitcoinWalletResponseError } from '../errors/walletErrors.js'
import { bytesToHex } from '../utils/encoding.js'

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** Whether two PSBTs are one transaction: the same inputs and outputs in the same order. */
function sameTransaction(a: Psbt, b: Psbt): boolean {
  const [inputsA, inputsB, outputsA, outputsB] = [a.txInputs, b.txInputs, a.txOutputs, b.txOutputs]
  return (
    inputsA.length === inputsB.length &&
    outputsA.length === outputsB.length &&
    inputsA.every((input, index) => {
      const other = inputsB[index]
      return other !== undefined && other.index === input.index && sameBytes(other.hash, input.hash)
    }) &&
    outputsA.every((output, index) => {
      const other = outputsB[index]
      return other !== undefined && other.value === output.value && sameBytes(other.script, output.script)
    })
  )
}

/**
 * The transaction of a PSBT the wallet signed (base64), ready to broadcast: inputs the wallet left
 * unfinalized are finalized here, then the transaction is extracted. The signatures themselves are
 * the network's to judge when it is broadcast.
 *
 * @example
 * const { hex, txid } = extractSignedTransaction({ signed, unsigned: psbt, network, wallet: 'Xverse' })
 * @throws {BitcoinWalletResponseError} when the answer is not a PSBT, is another transaction than
 * the one asked for, or has an input the wallet did not sign.
 */
export function extractSignedTransaction(parameters: {
  signed: string
  unsigned: Psbt
  network: Network
  wallet: string
}): { hex: string; txid: string } {
  const { wallet } = parameters
  let psbt: Psbt
  try {
    psbt = Psbt.fromBase64(parameters.signed, { network: parameters.network })
  } catch (cause) {
    throw new BitcoinWalletResponseError({ wallet, details: `The signed PSBT cannot be read (${cause}).` })
  }
  if (!sameTransaction(psbt, parameters.unsigned))
    throw new BitcoinWalletResponseError({ wallet, details: 'The signed PSBT is another transaction.' })
  for (const [index, input] of psbt.data.inputs.entries()) {
    if (input.finalScriptSig || input.finalScriptWitness) continue
    try {
      psbt.finalizeInput(index)
    } catch (cause) {
      throw new BitcoinWalletResponseError({ wallet, details: `Input ${index} is not signed (${cause}).` })
    }
  }
  // The fee is the adapter's own (from a checked rate), so bitcoinjs-lib's fee check is not needed.
  const transaction = psbt.extractTransaction(true)
  return { hex: bytesToHex(transaction.toBuffer()), txid: transaction.getId() }
}

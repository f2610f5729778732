// Transaction sizes before signing: what the fee is computed from. Sizes are in bytes outside the
// witness and inside it; the virtual size (vB) is the weight (4 per byte outside, 1 inside) / 4.

/** The payment addresses the adapter spends from, by how their inputs are signed. */
export type BitcoinInputType = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh'

// Each input at its largest. Outside the witness: the outpoint (36), the sequence (4), the length
// of its script and the script; inside: the item count, then each item after its length. An ECDSA
// signature is at most 72 bytes with its sighash byte (DER with low S), a Schnorr one 64 (default
// sighash), a public key 33 (compressed).
const ecdsaWitness = 1 + (1 + 72) + (1 + 33)
const inputBytes: Readonly<Record<BitcoinInputType, { base: number; witness: number }>> = {
  p2wpkh: { base: 36 + 4 + 1, witness: ecdsaWitness },
  p2tr: { base: 36 + 4 + 1, witness: 1 + (1 + 64) },
  // The script pushes the 22-byte redeem script (OP_0 <20-byte key hash>).
  'p2sh-p2wpkh': { base: 36 + 4 + 1 + (1 + 22), witness: ecdsaWitness },
  // The script pushes the signature and the public key.
  p2pkh: { base: 36 + 4 + 1 + (1 + 72) + (1 + 33), witness: 0 },
}

/**
 * The bytes of a CompactSize integer (a count or a length) of `value`.
 * @example
 * varIntSize(252) // 1
 * varIntSize(253) // 3
 */
export function varIntSize(value: number): number {
  if (value < 0xfd) return 1
  if (value <= 0xffff) return 3
  if (value <= 0xffffffff) return 5
  return 9
}

/**
 * The bytes of an output whose script is `scriptLength` long: its value (8), the length, the script.
 * @example
 * outputSize(22) // 31, a P2WPKH output
 */
export function outputSize(scriptLength: number): number {
  return 8 + varIntSize(scriptLength) + scriptLength
}

/**
 * The virtual size one input of `type` adds, in vB: 68 for P2WPKH, 57.5 for P2TR (key path), 91
 * for P2SH-P2WPKH, 148 for P2PKH.
 *
 * @example
 * inputVsize('p2wpkh') // 68
 */
export function inputVsize(type: BitcoinInputType): number {
  const { base, witness } = inputBytes[type]
  return (base * 4 + witness) / 4
}

/**
 * The virtual size of a transaction spending `inputCount` inputs of `inputType` to outputs with
 * scripts of `outputScriptLengths` bytes, rounded up to a whole vB. A signature can come out a byte
 * shorter than assumed, so the real size is this or a little less.
 *
 * @example
 * // One P2WPKH input paying a P2WPKH recipient and P2WPKH change.
 * estimateVsize({ inputType: 'p2wpkh', inputCount: 1, outputScriptLengths: [22, 22] }) // 141
 */
export function estimateVsize(parameters: {
  inputType: BitcoinInputType
  inputCount: number
  outputScriptLengths: readonly number[]
}): number {
  const { inputType, inputCount, outputScriptLengths } = parameters
  const input = inputBytes[inputType]
  const outputs = outputScriptLengths.reduce((sum, length) => sum + outputSize(length), 0)
  // Version (4) and lock time (4) around the input and output counts.
  const base =
    4 +
    varIntSize(inputCount) +
    inputCount * input.base +
    varIntSize(outputScriptLengths.length) +
    outputs +
    4
  // A transaction with a witness has the segwit marker and flag (2 witness bytes).
  const witness = input.witness > 0 ? 2 + inputCount * input.witness : 0
  return Math.ceil((base * 4 + witness) / 4)
}

import { isWitnessProgram } from './outputScripts.js'
import { outputSize } from './transactionSize.js'

// Bitcoin Core's default dust relay fee, in sat/vB (DUST_RELAY_TX_FEE, 3000 sat/kvB).
const dustRelayFeeRate = 3
// What spending the output later would add, in vB: an input with a 107-byte script (a signature
// and a key), whose script is witness data (a quarter of the bytes) for a witness program.
const witnessSpendSize = 32 + 4 + 1 + Math.floor(107 / 4) + 4
const legacySpendSize = 32 + 4 + 1 + 107 + 4

/**
 * The smallest value nodes relay in an output with `script` (Bitcoin Core's dust threshold): what
 * the output and a later input spending it cost at 3 sat/vB. 546 sats for P2PKH, 540 for P2SH, 294
 * for P2WPKH, 330 for P2WSH and P2TR.
 *
 * @example
 * dustThreshold(p2wpkhScript) // 294n
 */
export function dustThreshold(script: Uint8Array): bigint {
  const spendSize = isWitnessProgram(script) ? witnessSpendSize : legacySpendSize
  return BigInt((outputSize(script.length) + spendSize) * dustRelayFeeRate)
}

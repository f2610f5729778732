// What kind of output a script is, read from its bytes: the adapter sizes inputs and outputs and
// picks dust thresholds by it, without loading bitcoinjs-lib.

/** The output kinds the adapter tells apart; `other` is any other script (bare multisig, OP_RETURN...). */
export type OutputKind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'other'

const opDup = 0x76
const opHash160 = 0xa9
const opEqual = 0x87
const opEqualVerify = 0x88
const opCheckSig = 0xac
const op0 = 0x00
const op1 = 0x51
const op16 = 0x60

/**
 * Whether `script` is a witness program (BIP141): a version opcode (OP_0, OP_1..OP_16), then one
 * push of 2 to 40 bytes.
 *
 * @example
 * isWitnessProgram(p2trScript) // true
 * isWitnessProgram(p2shScript) // false
 */
export function isWitnessProgram(script: Uint8Array): boolean {
  const [version, length] = script
  if (version === undefined || length === undefined) return false
  const versionOk = version === op0 || (version >= op1 && version <= op16)
  return versionOk && length >= 2 && length <= 40 && script.length === length + 2
}

/**
 * The kind of output `script` is: `p2pkh` (`OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG`),
 * `p2sh` (`OP_HASH160 <20> OP_EQUAL`), `p2wpkh` (`OP_0 <20>`), `p2wsh` (`OP_0 <32>`), `p2tr`
 * (`OP_1 <32>`), else `other`.
 *
 * @example
 * outputKindOf(Uint8Array.of(0x00, 0x14, ...hash)) // 'p2wpkh'
 */
export function outputKindOf(script: Uint8Array): OutputKind {
  const [first, second] = script
  if (
    script.length === 25 &&
    first === opDup &&
    second === opHash160 &&
    script[2] === 20 &&
    script[23] === opEqualVerify &&
    script[24] === opCheckSig
  )
    return 'p2pkh'
  if (script.length === 23 && first === opHash160 && second === 20 && script[22] === opEqual) return 'p2sh'
  if (script.length === 22 && first === op0 && second === 20) return 'p2wpkh'
  if (script.length === 34 && first === op0 && second === 32) return 'p2wsh'
  if (script.length === 34 && first === op1 && second === 32) return 'p2tr'
  return 'other'
}

import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { type BitcoinAddress, segwitOutputScript } from './address.js'
import { bip322ToSign, bip322ToSpend } from './bip322.js'
import { decodeStrictDer } from './der.js'
import { equalBytes } from './encoding.js'
import { BitcoinSignatureFormatError } from './errors.js'
import { hash160 } from './hashes.js'
import { segwitV0SighashAll, taprootKeyPathSighash } from './sighash.js'

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

function verifyP2wpkh(keyHash: Uint8Array, message: string, witness: Uint8Array[]): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey) return false
  if (signature.at(-1) !== SIGHASH_ALL || !equalBytes(hash160(publicKey), keyHash)) return false
  const compact = decodeStrictDer(signature.subarray(0, -1))
  if (!compact) return false
  const toSpend = bip322ToSpend(message, segwitOutputScript({ type: 'p2wpkh', hash: keyHash }))
  const toSign = bip322ToSign(toSpend)
  const digest = segwitV0SighashAll({
    transaction: toSign,
    input: toSign.inputs[0],
    // P2WPKH's script code is the P2PKH script of its key hash (BIP-143).
    scriptCode: Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac),
    value: toSpend.outputs[0].value,
  })
  try {
    return secp256k1.verify(compact, digest, publicKey, { prehash: false, lowS: true, format: 'compact' })
  } catch {
    return false
  }
}

function verifyP2trKeyPath(outputKey: Uint8Array, message: string, witness: Uint8Array[]): boolean {
  if (witness.length > 1)
    throw new BitcoinSignatureFormatError(
      'a taproot witness of several items (script path or annex): only key-path signatures are supported',
    )
  const [signature] = witness
  // 64 bytes: SIGHASH_DEFAULT; 65: a hash type appended, which BIP-322 allows to be SIGHASH_ALL only.
  const hashType =
    signature?.length === 64
      ? SIGHASH_DEFAULT
      : signature?.length === 65 && signature[64] === SIGHASH_ALL
        ? SIGHASH_ALL
        : undefined
  if (!signature || hashType === undefined) return false
  const toSpend = bip322ToSpend(message, segwitOutputScript({ type: 'p2tr', outputKey }))
  const toSign = bip322ToSign(toSpend)
  const digest = taprootKeyPathSighash({
    transaction: toSign,
    inputIndex: 0,
    spentOutputs: toSpend.outputs,
    hashType,
  })
  return schnorr.verify(signature.subarray(0, 64), digest, outputKey)
}

/**
 * Whether a BIP-322 "simple" signature (the witness of the virtual `to_sign`) satisfies the
 * address's script: for P2WPKH a strict-DER, low-S ECDSA signature with SIGHASH_ALL and the key
 * of the address's hash (BIP-143 digest); for P2TR a Schnorr signature of the key-path digest
 * (BIP-341, SIGHASH_DEFAULT or SIGHASH_ALL) by the output key.
 * @throws {BitcoinSignatureFormatError} for a taproot script-path or annex witness.
 */
export function verifySimpleSignature(parameters: {
  address: Extract<BitcoinAddress, { type: 'p2wpkh' | 'p2tr' }>
  message: string
  witness: Uint8Array[]
}): boolean {
  const { address, message, witness } = parameters
  return address.type === 'p2wpkh'
    ? verifyP2wpkh(address.hash, message, witness)
    : verifyP2trKeyPath(address.outputKey, message, witness)
}

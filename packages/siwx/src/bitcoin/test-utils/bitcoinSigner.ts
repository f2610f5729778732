import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { base64, bech32, bech32m, createBase58check } from '@scure/base'
import { segwitOutputScript } from '../address.js'
import { bip322ToSign, bip322ToSpend } from '../bip322.js'
import { withLength } from '../encoding.js'
import { hash160 } from '../hashes.js'
import { legacyMessageHash } from '../legacy.js'
import type { BitcoinNetwork } from '../networks.js'
import { segwitV0SighashAll, taprootKeyPathSighash } from '../sighash.js'

// A wallet for the tests: derives a key's addresses and signs messages the way wallets do.

const base58check = createBase58check(sha256)
const curveOrder = secp256k1.Point.Fn.ORDER

type TestNetwork = { chainId: `bip122:${string}`; network: BitcoinNetwork }

/** Litecoin Core's regtest: genesis 530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9. */
export const litecoinRegtest = {
  chainId: 'bip122:530827f38f93b43ed12af0b3ad25a288',
  network: {
    bech32: 'rltc',
    pubKeyHash: 0x6f,
    scriptHash: 0x3a,
    messagePrefix: '\x19Litecoin Signed Message:\n',
  },
} as const satisfies TestNetwork

export const bitcoinMainnet = {
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  network: {
    bech32: 'bc',
    pubKeyHash: 0x00,
    scriptHash: 0x05,
    messagePrefix: '\x18Bitcoin Signed Message:\n',
  },
} as const satisfies TestNetwork

/** The secret key of a compressed-key WIF string. */
export function secretKeyFromWif(wif: string): Uint8Array {
  return base58check.decode(wif).subarray(1, 33)
}

/** A key's single-key addresses on `network`. */
export function addressesOf(secretKey: Uint8Array, network: BitcoinNetwork) {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const keyHash = hash160(publicKey)
  return {
    p2pkh: base58check.encode(Uint8Array.of(network.pubKeyHash, ...keyHash)),
    p2pkhUncompressed: base58check.encode(
      Uint8Array.of(network.pubKeyHash, ...hash160(secp256k1.getPublicKey(secretKey, false))),
    ),
    p2shP2wpkh: base58check.encode(
      Uint8Array.of(network.scriptHash, ...hash160(Uint8Array.of(0x00, 0x14, ...keyHash))),
    ),
    p2wpkh: bech32.encode(network.bech32, [0, ...bech32.toWords(keyHash)]),
    p2tr: bech32m.encode(network.bech32, [1, ...bech32.toWords(taprootKey(secretKey).outputKey)]),
  }
}

/**
 * BIP-86's key-path-only taproot key: the output key `Q = P + hashTapTweak(P)G` of the even-Y
 * internal key `P`, and the secret key that signs for it.
 */
export function taprootKey(secretKey: Uint8Array): { outputKey: Uint8Array; tweakedSecretKey: Uint8Array } {
  const { Fn } = secp256k1.Point
  const point = secp256k1.Point.BASE.multiply(Fn.fromBytes(secretKey))
  const evenSecret =
    point.toAffine().y % 2n === 0n ? Fn.fromBytes(secretKey) : curveOrder - Fn.fromBytes(secretKey)
  const internalKey = schnorr.utils.pointToBytes(point)
  const tweak = Fn.fromBytes(schnorr.utils.taggedHash('TapTweak', internalKey))
  const tweakedSecret = Fn.create(evenSecret + tweak)
  return {
    outputKey: schnorr.utils.pointToBytes(secp256k1.Point.BASE.multiply(tweakedSecret)),
    tweakedSecretKey: Fn.toBytes(tweakedSecret),
  }
}

/** A legacy signature with BIP-137 header base 27 (uncompressed P2PKH), 31, 35 or 39. */
export function signLegacy(
  message: string,
  secretKey: Uint8Array,
  network: BitcoinNetwork,
  headerBase: 27 | 31 | 35 | 39 = 31,
): string {
  const recovered = secp256k1.sign(legacyMessageHash(message, network.messagePrefix), secretKey, {
    prehash: false,
    format: 'recovered',
  })
  return base64.encode(Uint8Array.of(headerBase + (recovered[0] ?? 0), ...recovered.subarray(1)))
}

export function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  return concatBytes(Uint8Array.of(items.length), ...items.map(withLength))
}

/** A BIP-322 simple signature for the key's P2WPKH address; `prefix` writes `smp` before it. */
export function signSimpleP2wpkh(message: string, secretKey: Uint8Array, prefix = false): string {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const keyHash = hash160(publicKey)
  const toSpend = bip322ToSpend(message, segwitOutputScript({ type: 'p2wpkh', hash: keyHash }))
  const toSign = bip322ToSign(toSpend)
  const digest = segwitV0SighashAll({
    transaction: toSign,
    input: toSign.inputs[0],
    scriptCode: Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac),
    value: 0n,
  })
  const der = secp256k1.sign(digest, secretKey, { prehash: false, format: 'der', lowS: true })
  const witness = encodeWitness([Uint8Array.of(...der, 0x01), publicKey])
  return `${prefix ? 'smp' : ''}${base64.encode(witness)}`
}

/** A BIP-322 simple signature for the key's BIP-86 P2TR address (SIGHASH_DEFAULT or SIGHASH_ALL). */
export function signSimpleP2tr(message: string, secretKey: Uint8Array, hashType: 0x00 | 0x01 = 0x00): string {
  const { outputKey, tweakedSecretKey } = taprootKey(secretKey)
  const toSpend = bip322ToSpend(message, segwitOutputScript({ type: 'p2tr', outputKey }))
  const toSign = bip322ToSign(toSpend)
  const digest = taprootKeyPathSighash({
    transaction: toSign,
    inputIndex: 0,
    spentOutputs: toSpend.outputs,
    hashType,
  })
  const signature = schnorr.sign(digest, tweakedSecretKey)
  return base64.encode(encodeWitness([hashType ? Uint8Array.of(...signature, hashType) : signature]))
}

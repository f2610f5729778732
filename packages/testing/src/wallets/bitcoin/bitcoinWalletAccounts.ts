import { createHash } from 'node:crypto'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/curves/utils.js'
import { payments, type Signer } from 'bitcoinjs-lib'
import bs58 from 'bs58'
import { prepareBitcoinjs } from './bitcoinEcc.js'
import { type BitcoinWalletNetworkParameters, toBitcoinjsNetwork } from './bitcoinWalletNetwork.js'

/** What an account is for: paying (`payment`, P2WPKH) or holding inscriptions (`ordinal`, P2TR). */
export type BitcoinWalletPurpose = 'payment' | 'ordinal'

/** A secret key: 32 bytes, 64 hex characters, or a WIF string (`c...` on the test networks). */
export type BitcoinWalletKey = Uint8Array | string

/** One of the wallet's accounts, with the key that signs for it. */
export type BitcoinWalletAccount = {
  purpose: BitcoinWalletPurpose
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** Compressed (33 bytes) for P2WPKH; the x-only internal key (32 bytes) for P2TR, as wallets share it. */
  publicKey: Uint8Array
  /** The address's output script. */
  outputScript: Uint8Array
  /** bitcoinjs-lib's signer: ECDSA for P2WPKH, Schnorr with the BIP341-tweaked key for P2TR. */
  signer: Signer
  /** ECDSA with the account's own key (legacy messages); the untweaked key for P2TR. */
  signEcdsa(digest: Uint8Array): { recovery: number; compact: Uint8Array }
}

/** An account as it crosses into the page: public data only, keys in hex. */
export type BitcoinWalletAccountInfo = {
  address: string
  publicKey: string
  purpose: BitcoinWalletPurpose
  addressType: 'p2wpkh' | 'p2tr'
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()
const { Point } = secp256k1

/** A WIF string's key: version, 32 key bytes, 0x01 for a compressed key, then a 4-byte checksum. */
function decodeWif(wif: string): Uint8Array | undefined {
  let decoded: Buffer
  try {
    decoded = Buffer.from(bs58.decode(wif))
  } catch {
    return undefined
  }
  const payload = decoded.subarray(0, -4)
  if (!sha256(sha256(payload)).subarray(0, 4).equals(decoded.subarray(-4))) return undefined
  return payload.length === 33 || payload.length === 34 ? payload.subarray(1, 33) : undefined
}

/** The 32 secret bytes of `key`. @throws {RangeError} for a key that is none of the three forms. */
export function readSecretKey(key: BitcoinWalletKey): Uint8Array {
  const secret =
    key instanceof Uint8Array ? key : /^[0-9a-fA-F]{64}$/.test(key) ? hexToBytes(key) : decodeWif(key)
  if (secret?.length !== 32 || !secp256k1.utils.isValidSecretKey(secret))
    throw new RangeError('A wallet key is 32 bytes, 64 hex characters or a WIF string.')
  return Uint8Array.from(secret)
}

const ecdsa = (secretKey: Uint8Array) => (digest: Uint8Array) => {
  const recovered = secp256k1.sign(digest, secretKey, { prehash: false, lowS: true, format: 'recovered' })
  return { recovery: recovered[0] ?? 0, compact: recovered.subarray(1) }
}

/** The P2WPKH account of `secretKey` on the network. */
export function paymentAccount(
  secretKey: Uint8Array,
  parameters: BitcoinWalletNetworkParameters,
): BitcoinWalletAccount {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const payment = payments.p2wpkh({ pubkey: publicKey, network: toBitcoinjsNetwork(parameters) })
  if (!payment.address || !payment.output) throw new RangeError('No P2WPKH address for this key.')
  return {
    purpose: 'payment',
    addressType: 'p2wpkh',
    address: payment.address,
    publicKey,
    outputScript: payment.output,
    signer: {
      publicKey,
      sign: (hash) => secp256k1.sign(hash, secretKey, { prehash: false, lowS: true }),
    },
    signEcdsa: ecdsa(secretKey),
  }
}

/** BIP341 key path without a script tree (BIP86): the output key's secret, `d' = ±d + H_TapTweak(x(P))`. */
function tweakedSecretKey(secretKey: Uint8Array): Uint8Array {
  const { Fn } = Point
  const secret = Fn.fromBytes(secretKey)
  const point = Point.BASE.multiply(secret)
  const even = point.toAffine().y % 2n === 0n ? secret : Fn.neg(secret)
  const tweak = Fn.fromBytes(schnorr.utils.taggedHash('TapTweak', schnorr.utils.pointToBytes(point)))
  return Fn.toBytes(Fn.add(even, tweak))
}

/** The P2TR (key path) account of `secretKey` on the network. */
export function ordinalAccount(
  secretKey: Uint8Array,
  parameters: BitcoinWalletNetworkParameters,
): BitcoinWalletAccount {
  prepareBitcoinjs()
  const internalKey = schnorr.getPublicKey(secretKey)
  const payment = payments.p2tr({ internalPubkey: internalKey, network: toBitcoinjsNetwork(parameters) })
  if (!payment.address || !payment.output || !payment.pubkey)
    throw new RangeError('No P2TR address for this key.')
  const signingKey = tweakedSecretKey(secretKey)
  if (bytesToHex(schnorr.getPublicKey(signingKey)) !== bytesToHex(payment.pubkey))
    throw new RangeError('The tweaked key does not match the P2TR output key.')
  return {
    purpose: 'ordinal',
    addressType: 'p2tr',
    address: payment.address,
    publicKey: internalKey,
    outputScript: payment.output,
    // bitcoinjs-lib finds the key-path input by the output key, written as a compressed key.
    signer: {
      publicKey: Uint8Array.of(0x02, ...payment.pubkey),
      sign: (hash) => secp256k1.sign(hash, signingKey, { prehash: false, lowS: true }),
      signSchnorr: (hash) => schnorr.sign(hash, signingKey),
    },
    signEcdsa: ecdsa(secretKey),
  }
}

/** The page's view of an account. */
export function toAccountInfo(account: BitcoinWalletAccount): BitcoinWalletAccountInfo {
  return {
    address: account.address,
    publicKey: bytesToHex(account.publicKey),
    purpose: account.purpose,
    addressType: account.addressType,
  }
}

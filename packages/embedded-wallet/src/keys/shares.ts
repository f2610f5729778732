import { combine, split } from 'shamir-secret-sharing'
import { SharesDoNotCombineError } from './errors.js'
import { decodeSecretPayload, encodeSecretPayload } from './secretPayload.js'
import { assertWalletSecret, type WalletSecret } from './seed.js'
import { wipe } from './wipe.js'

/** One of the three shares of a wallet secret; any two rebuild it. Opaque bytes. */
export type WalletShare = Uint8Array

/** Where each share lives (SECURITY.md, "Keys"): this browser, the service, the visitor's recovery. */
export type WalletShares = { device: WalletShare; auth: WalletShare; recovery: WalletShare }

// The first byte of every share names its format (Shamir over GF(256) as `shamir-secret-sharing`
// 0.0.4 lays it out: the y bytes, then the x coordinate), so that shares kept for years can be
// told apart from a later format.
const shareFormat = 1

/**
 * Splits a wallet secret into three shares, any two of which rebuild it (Shamir's secret sharing,
 * 2 of 3, with Privy's audited `shamir-secret-sharing`). What is split carries a checksum, so that
 * `combineShares` refuses a wrong pair instead of rebuilding another wallet.
 *
 * @example
 * const { device, auth, recovery } = await splitWalletSecret(createWalletSecret())
 */
export async function splitWalletSecret(secret: WalletSecret): Promise<WalletShares> {
  assertWalletSecret(secret)
  const payload = encodeSecretPayload(secret)
  try {
    const [device, auth, recovery] = (await split(payload, 3, 2)).map(withFormatByte)
    return { device, auth, recovery } as WalletShares
  } finally {
    wipe(payload)
  }
}

/**
 * Rebuilds the wallet secret from two different shares of it. Throws `SharesDoNotCombineError` when
 * they are not two shares of one wallet (another wallet's share, a changed share, the same share
 * twice, a malformed one). Wipe the result after use, or use `withWalletSecret`.
 */
export async function combineShares(first: WalletShare, second: WalletShare): Promise<WalletSecret> {
  assertShareFormat(first)
  assertShareFormat(second)
  // Plain Uint8Arrays of this realm: the library checks `constructor === Uint8Array`.
  const shares = [new Uint8Array(first.subarray(1)), new Uint8Array(second.subarray(1))]
  let payload: Uint8Array
  try {
    payload = await combine(shares)
  } catch (cause) {
    throw new SharesDoNotCombineError({ reason: 'The shares do not fit together', cause })
  } finally {
    wipe(...shares)
  }
  const secret = decodeSecretPayload(payload)
  wipe(payload)
  if (!secret) throw new SharesDoNotCombineError({ reason: 'The rebuilt secret fails its checksum' })
  return secret
}

function withFormatByte(share: Uint8Array): WalletShare {
  const formatted = new Uint8Array(share.byteLength + 1)
  formatted[0] = shareFormat
  formatted.set(share, 1)
  wipe(share)
  return formatted
}

function assertShareFormat(share: WalletShare): void {
  if (!(share instanceof Uint8Array) || share.byteLength < 3 || share[0] !== shareFormat) {
    throw new SharesDoNotCombineError({ reason: 'A share is malformed' })
  }
}

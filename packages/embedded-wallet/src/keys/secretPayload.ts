import { sha256 } from '@noble/hashes/sha2.js'
import { isWalletSecretLength, type WalletSecret } from './seed.js'
import { wipe } from './wipe.js'

// What the shares split: a version byte, the wallet secret, and the first bytes of a SHA-256 over
// both. Shamir's scheme rebuilds *some* bytes from any two shares, including two of different
// wallets or a changed one; the tag turns that into an error instead of a different wallet
// (a wrong pair passes with probability 2^-64).
const payloadVersion = 1
const tagByteLength = 8

/** Version byte, secret and tag, ready to split. The caller wipes it after splitting. */
export function encodeSecretPayload(secret: WalletSecret): Uint8Array {
  const payload = new Uint8Array(1 + secret.byteLength + tagByteLength)
  payload[0] = payloadVersion
  payload.set(secret, 1)
  payload.set(tagOf(payload.subarray(0, 1 + secret.byteLength)), 1 + secret.byteLength)
  return payload
}

/** The wallet secret in a rebuilt payload, or `undefined` when its version, length or tag is wrong. */
export function decodeSecretPayload(payload: Uint8Array): WalletSecret | undefined {
  const secretByteLength = payload.byteLength - 1 - tagByteLength
  if (payload[0] !== payloadVersion || !isWalletSecretLength(secretByteLength)) return undefined
  const body = payload.subarray(0, 1 + secretByteLength)
  const expectedTag = tagOf(body)
  const isTagRight = equalInConstantTime(expectedTag, payload.subarray(1 + secretByteLength))
  wipe(expectedTag)
  return isTagRight ? payload.slice(1, 1 + secretByteLength) : undefined
}

function tagOf(body: Uint8Array): Uint8Array {
  const digest = sha256(body)
  const tag = digest.slice(0, tagByteLength)
  wipe(digest)
  return tag
}

function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  let difference = 0
  for (let index = 0; index < a.byteLength; index++) difference |= (a[index] as number) ^ (b[index] as number)
  return difference === 0
}

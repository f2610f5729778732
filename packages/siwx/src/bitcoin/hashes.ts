import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'

/** SHA-256 of SHA-256, Bitcoin's transaction and message hash. */
export function sha256d(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes))
}

/** RIPEMD-160 of SHA-256, the hash in P2PKH, P2WPKH and P2SH addresses. */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes))
}

import { decodeBase58 } from './base58.js'

/** The length of a Solana public key. */
const publicKeyLength = 32

/** Whether `address` is a Solana address: base58 that decodes to a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (typeof address !== 'string' || address.length === 0 || address.length > 44) return false
  try {
    return decodeBase58(address).length === publicKeyLength
  } catch {
    return false
  }
}

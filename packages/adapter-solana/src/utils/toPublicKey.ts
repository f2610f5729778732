import { InvalidAddressError } from '@latchkit/core'
import type { PublicKey } from '@solana/web3.js'

/**
 * `address` as a web3.js public key.
 * @throws {InvalidAddressError} unless it is a base58 32-byte key.
 */
export async function toPublicKey(address: string, field: string): Promise<PublicKey> {
  const { PublicKey } = await import('@solana/web3.js')
  try {
    return new PublicKey(address)
  } catch (error) {
    throw new InvalidAddressError({
      address,
      field,
      expected: 'a base58 Solana address (32 bytes)',
      cause: error,
    })
  }
}

import type { SiwxVerifier } from '@latchkit/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'

function decodeBase58(value: string): Uint8Array | undefined {
  try {
    return bs58.decode(value)
  } catch {
    return undefined
  }
}

/**
 * Verifies Solana sign-in signatures: an ed25519 signature (base58, as wallets return it) of the
 * message's UTF-8 bytes by the account's public key (its base58 address). No network call.
 *
 * @example
 * import { createSolanaVerifier } from '@latchkit/siwx/solana'
 * createSiwx({ verifiers: [createSolanaVerifier()] })
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ data, message, signature }) {
      const publicKey = decodeBase58(data.accountAddress)
      const signatureBytes = decodeBase58(signature)
      if (publicKey?.length !== 32 || signatureBytes?.length !== 64) return false
      try {
        return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
      } catch {
        return false
      }
    },
  }
}

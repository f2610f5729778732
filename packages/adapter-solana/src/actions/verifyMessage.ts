import { decodeBase58 } from '../utils/base58.js'

/**
 * Whether `signature` (base58, as `signMessage` returns it) is the ed25519 signature of
 * `message`'s UTF-8 bytes by `address` (a base58 public key). No network call; `false` for an
 * address or signature that is not even well formed.
 */
export async function verifyMessage(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const publicKey = decodeOrUndefined(parameters.address)
  const signature = decodeOrUndefined(parameters.signature)
  if (publicKey?.length !== 32 || signature?.length !== 64) return false
  // The same ed25519 code @solana/web3.js already bundles, loaded with the first sign-in.
  const { ed25519 } = await import('@noble/curves/ed25519')
  try {
    return ed25519.verify(signature, new TextEncoder().encode(parameters.message), publicKey)
  } catch {
    return false
  }
}

function decodeOrUndefined(text: string): Uint8Array | undefined {
  try {
    return decodeBase58(text)
  } catch {
    return undefined
  }
}

import { ed25519 } from '@noble/curves/ed25519.js'
import { InvalidSigningRequestError } from './errors.js'
import { readSolanaTransactionMessage } from './solanaTransactionMessage.js'

/**
 * Signs bytes for Solana's `signMessage` with the account's 64-byte secret key (private key, then
 * public key) and returns the 64-byte ed25519 signature. Bytes that read as a transaction message
 * are refused: a site could otherwise get a transaction signed while the visitor approves "a
 * message".
 *
 * @example
 * const signature = signSolanaMessage(solana.secretKey, new TextEncoder().encode('Sign in'))
 */
export function signSolanaMessage(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  const privateKey = privateKeyOf(secretKey, 'message')
  if (readSolanaTransactionMessage(message)) {
    throw new InvalidSigningRequestError({ what: 'message', reason: 'These bytes are a Solana transaction' })
  }
  return ed25519.sign(message, privateKey)
}

/**
 * Signs a serialized Solana transaction message (legacy or version 0) as the site sent it and
 * returns the 64-byte signature the site places in the transaction. Refuses bytes that are not a
 * transaction message, and one this account is not a required signer of.
 *
 * @example
 * const signature = signSolanaTransactionMessage(solana.secretKey, transaction.serializeMessage())
 */
export function signSolanaTransactionMessage(secretKey: Uint8Array, messageBytes: Uint8Array): Uint8Array {
  const privateKey = privateKeyOf(secretKey, 'transaction')
  const message = readSolanaTransactionMessage(messageBytes)
  if (!message) {
    throw new InvalidSigningRequestError({
      what: 'transaction',
      reason: 'These bytes are not a transaction message',
    })
  }
  const publicKey = secretKey.subarray(32)
  if (!message.signers.some((signer) => signer.every((byte, index) => byte === publicKey[index]))) {
    throw new InvalidSigningRequestError({
      what: 'transaction',
      reason: 'This account is not a signer of it',
    })
  }
  return ed25519.sign(messageBytes, privateKey)
}

function privateKeyOf(secretKey: Uint8Array, what: 'message' | 'transaction'): Uint8Array {
  const isKeypair =
    secretKey instanceof Uint8Array &&
    secretKey.byteLength === 64 &&
    ed25519.getPublicKey(secretKey.subarray(0, 32)).every((byte, index) => byte === secretKey[32 + index])
  if (!isKeypair) {
    throw new InvalidSigningRequestError({
      what,
      reason: 'The secret key is not 64 bytes of private key and matching public key',
    })
  }
  return secretKey.subarray(0, 32)
}

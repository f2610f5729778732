import { PolkadotWalletResponseError } from '../errors/walletErrors.js'

/**
 * The signature in a wallet's answer to a signing request: `{ signature }` (an extension's
 * `signRaw`, a WalletConnect answer) or the hex itself, `0x` and 64 to 66 bytes (a 64-byte
 * sr25519 or ed25519 signature, a 65-byte ECDSA one, or either with its key-type byte).
 *
 * @throws {PolkadotWalletResponseError} when the answer holds no readable signature.
 */
export function readSignature(wallet: string, answer: unknown): `0x${string}` {
  const signature =
    typeof answer === 'string' ? answer : (answer as { signature?: unknown } | null | undefined)?.signature
  if (typeof signature === 'string' && /^0x([0-9a-fA-F]{2}){64,66}$/.test(signature))
    return signature.toLowerCase() as `0x${string}`
  throw new PolkadotWalletResponseError({
    wallet,
    details: 'The answer holds no signature (0x and 64 to 66 bytes).',
  })
}

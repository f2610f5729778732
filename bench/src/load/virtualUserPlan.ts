import { randomBytes, randomInt } from 'node:crypto'

/** What one virtual user signs in with and stores: decided before the load starts. */
export type VirtualUserPlan = {
  email: string
  evmAddress: string
  solanaAddress: string
  /** 17 random bytes, as base64 (the size of a Shamir share of a 16-byte seed, with its x). */
  authShare: string
  /** The frame's recovery envelope: opaque to the service, kept as given. */
  recoveryEnvelope: Record<string, unknown>
}

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A distinct address and wallet for each of `count` users of the run `runId`. */
export function planVirtualUsers(count: number, runId: string): VirtualUserPlan[] {
  return Array.from({ length: count }, (_, index) => ({
    email: `load-${runId}-${index}@load.test`,
    evmAddress: `0x${randomBytes(20).toString('hex')}`,
    // The service checks a Solana address's shape only: 44 base58 characters.
    solanaAddress: Array.from({ length: 44 }, () => base58Alphabet[randomInt(base58Alphabet.length)]).join(
      '',
    ),
    authShare: randomBytes(17).toString('base64'),
    recoveryEnvelope: {
      version: 1,
      kdf: 'argon2id',
      salt: randomBytes(16).toString('base64'),
      ciphertext: randomBytes(48).toString('base64'),
    },
  }))
}

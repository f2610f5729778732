import { createHash } from 'node:crypto'
import { Keypair, type PublicKey } from '@solana/web3.js'

/** A deterministic Solana key pair of the local rig. */
export type SolanaTestAccount = {
  /** Base58 address (the public key). */
  address: string
  publicKey: PublicKey
  /** 64 bytes: the 32-byte seed followed by the public key, as `Keypair.fromSecretKey` takes it. */
  secretKey: Uint8Array
  keypair: Keypair
}

/** Derives a key pair from a label, so every run of the rig has the same addresses. */
export function deterministicKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(label).digest())
}

function toTestAccount(keypair: Keypair): SolanaTestAccount {
  return {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey,
    secretKey: keypair.secretKey,
    keypair,
  }
}

/**
 * The four funded test accounts of the local Solana cluster. Each holds SOL and Latch USD once
 * `startSolana()` has run.
 */
export const solanaTestAccounts: readonly SolanaTestAccount[] = [0, 1, 2, 3].map((index) =>
  toTestAccount(deterministicKeypair(`latchkit solana test account ${index}`)),
)

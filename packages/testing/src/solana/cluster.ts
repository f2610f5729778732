import { createHash } from 'node:crypto'
import bs58 from 'bs58'

/**
 * The genesis hash of the local Solana cluster: the base58 SHA-256 of a fixed label, so it is the
 * same on every machine and every run (a real cluster's genesis hash identifies it the same way).
 */
export const solanaLocalGenesisHash: string = bs58.encode(
  createHash('sha256').update('LatchKit local Solana cluster').digest(),
)

/** CAIP-2 id of the local cluster: `solana:` and the first 32 characters of its genesis hash. */
export const solanaLocalCaipNetworkId = `solana:${solanaLocalGenesisHash.slice(0, 32)}` as const

/** Slots in one epoch, as on mainnet (no warm-up epochs on the local cluster). */
export const slotsPerEpoch = 432_000n

/** Lamports charged per transaction signature (the cluster's base fee). */
export const lamportsPerSignature = 5_000n

/** A blockhash stays valid for this many blocks after the block that produced it, as on mainnet. */
export const defaultBlockhashLifetimeSlots = 150

/**
 * The validator version the RPC reports. LiteSVM runs Agave 3.0's runtime crates; clients that
 * branch on the version see that one.
 */
export const solanaCoreVersion = '3.0.0'

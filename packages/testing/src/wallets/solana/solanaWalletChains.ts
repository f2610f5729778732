/**
 * The public Solana clusters the test wallet also lists, in both spellings sites use: the
 * wallet-standard names and the CAIP-2 ids (the first 32 characters of each genesis hash).
 */
export const publicSolanaChains = [
  'solana:mainnet',
  'solana:devnet',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
] as const

/** A wallet-standard chain id of the Solana namespace. */
export type SolanaChain = `solana:${string}`

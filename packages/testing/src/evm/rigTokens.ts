import type { Address } from 'viem'

/** An ERC-20 the rig deploys on every chain and gives to every test account. */
export type EvmRigToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** What each test account holds after start-up, in the token's smallest unit. */
  balancePerAccount: bigint
}

/** The rig's tokens: a 6-decimal stablecoin look-alike and an 18-decimal token. */
export const rigTokenSpecs = [
  { name: 'Latch USD', symbol: 'lUSD', decimals: 6, balancePerAccount: 10_000n * 10n ** 6n },
  { name: 'Latch Token', symbol: 'LTK', decimals: 18, balancePerAccount: 1_000n * 10n ** 18n },
] as const

/** Symbols of the rig's tokens: the keys of `EvmRigChain['tokens']`. */
export type RigTokenSymbol = (typeof rigTokenSpecs)[number]['symbol']

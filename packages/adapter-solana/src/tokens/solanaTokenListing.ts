import { SolanaAdapterOptionsError } from '../errors/optionsErrors.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

/**
 * A token the site names for the tokens and activity lists (the adapter reads no on-chain
 * metadata, which anyone can write).
 *
 * @example
 * { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6 }
 */
export type SolanaTokenListing = {
  /** The network the mint is on (CAIP-2). @default every network of the adapter */
  caipNetworkId?: string | undefined
  /** The token's mint address. */
  mint: string
  symbol: string
  name: string
  /**
   * The mint's decimals. When set, the listing names the mint only while the chain agrees (a
   * listing for another token at that address is not shown).
   */
  decimals?: number | undefined
  iconUrl?: string | undefined
}

/** How the lists name a mint. */
export type MintDescription = { name: string; symbol: string; iconUrl: string }

/** A mint address shortened for display: `EPjF…Dt1v`. */
export function shortenMint(mint: string): string {
  return mint.length > 10 ? `${mint.slice(0, 4)}…${mint.slice(-4)}` : mint
}

/**
 * The site's name, symbol and icon for `mint` on the network, or its shortened address as both
 * name and symbol when the site lists no such token.
 */
export function describeMint(
  listings: readonly SolanaTokenListing[],
  parameters: { caipNetworkId: string; mint: string; decimals?: number | undefined },
): MintDescription {
  const { caipNetworkId, mint, decimals } = parameters
  const listing = listings.find(
    (candidate) =>
      candidate.mint === mint &&
      (candidate.caipNetworkId === undefined || candidate.caipNetworkId === caipNetworkId) &&
      (candidate.decimals === undefined || decimals === undefined || candidate.decimals === decimals),
  )
  if (!listing) return { name: shortenMint(mint), symbol: shortenMint(mint), iconUrl: '' }
  return { name: listing.name, symbol: listing.symbol, iconUrl: listing.iconUrl ?? '' }
}

/**
 * The `tokens` option, checked.
 * @throws {SolanaAdapterOptionsError} for a listing without a Solana mint address, a name or a
 * symbol, or with decimals that are not a whole number from 0 to 255.
 */
export function checkTokenListings(
  listings: readonly SolanaTokenListing[] | undefined,
): readonly SolanaTokenListing[] {
  for (const listing of listings ?? []) {
    const problem = !isSolanaAddress(listing.mint)
      ? 'its mint is not a Solana address'
      : !listing.symbol?.trim() || !listing.name?.trim()
        ? 'it needs a symbol and a name'
        : listing.decimals !== undefined &&
            (!Number.isInteger(listing.decimals) || listing.decimals < 0 || listing.decimals > 255)
          ? 'its decimals must be a whole number from 0 to 255'
          : undefined
    if (problem)
      throw new SolanaAdapterOptionsError(
        `The token listing ${JSON.stringify(listing.mint)} is invalid: ${problem}`,
      )
  }
  return listings ?? []
}

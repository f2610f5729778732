import { BaseError } from '@latchkit/core'

// The text is the catalogue's (core's 'No quote for this swap'), written out so that throwing it
// does not load the catalogue.

export type UniswapV2RouteErrorType = UniswapV2RouteError & { name: 'UniswapV2RouteError' }

/**
 * The Uniswap v2 swap provider has no way to swap the pair: no router on the chain, no pool, or
 * pools too shallow for the amount. The Swap view shows 'No quote for this swap'.
 */
export class UniswapV2RouteError extends BaseError {
  override name = 'UniswapV2RouteError' as const
  readonly code = 'SWAP_QUOTE_UNAVAILABLE' as const
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('No quote for this swap', { details: parameters.reason, cause: parameters.cause })
  }
}

import { BaseError } from '@latchkit/core'

/** `explorer.url(chainId)` for a chain the explorer API was not started with. */
export class ExplorerApiChainNotFoundError extends BaseError {
  override name = 'ExplorerApiChainNotFoundError' as const
  constructor(parameters: { chainId: number; chainIds: readonly number[] }) {
    super(`The explorer API does not serve chain ${parameters.chainId}.`, {
      metaMessages: [`It serves: ${parameters.chainIds.join(', ') || 'no chain'}`],
    })
  }
}

/** `startExplorerApi` was given chains it cannot serve (none, or one chain id twice). */
export class ExplorerApiOptionsError extends BaseError {
  override name = 'ExplorerApiOptionsError' as const
}

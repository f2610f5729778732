import { BaseError } from '@latchkit/core'

export type FarcasterChainMismatchErrorType = FarcasterChainMismatchError & {
  name: 'FarcasterChainMismatchError'
}

/** The configured RPC node answers another chain than the one the IdRegistry is configured on. */
export class FarcasterChainMismatchError extends BaseError {
  override name = 'FarcasterChainMismatchError' as const
  constructor(parameters: { chainId: number; configuredChainId: number }) {
    super(
      `The Farcaster RPC is on chain ${parameters.chainId}, not the configured ${parameters.configuredChainId}.`,
    )
  }
}

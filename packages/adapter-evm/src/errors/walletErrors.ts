import { BaseError, isUserRejection, UserRejectedRequestError } from '@latchkit/core'

export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }

/** The wallet refused to switch to (or add) a network for a reason other than the visitor declining. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError' as const
  readonly code = 'CHAIN_NOT_SUPPORTED' as const
  constructor(parameters: { chainId: number; cause: unknown }) {
    super('Chain is not supported', {
      cause: parameters.cause,
      metaMessages: [`Chain: ${parameters.chainId}`],
    })
  }
}

export type Eip1193ProviderNotFoundErrorType = Eip1193ProviderNotFoundError & {
  name: 'Eip1193ProviderNotFoundError'
}

/** An injected wallet's connector gave no EIP-1193 provider to send a request to. */
export class Eip1193ProviderNotFoundError extends BaseError {
  override name = 'Eip1193ProviderNotFoundError' as const
  constructor(parameters: { connectorName: string }) {
    super(`${parameters.connectorName} has no EIP-1193 provider.`)
  }
}

/**
 * Runs a wallet request and turns a rejection by the visitor (EIP-1193 4001, anywhere in the
 * cause chain) into LatchKit's typed {@link UserRejectedRequestError}; other errors pass through.
 */
export async function withRejectionMapped<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (isUserRejection(error) && !(error instanceof UserRejectedRequestError))
      throw new UserRejectedRequestError({ cause: error })
    throw error
  }
}

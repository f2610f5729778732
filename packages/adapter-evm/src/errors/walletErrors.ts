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

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & {
  name: 'ConnectorNotConnectedError'
}

/** A signing or sending action named a connector that has no connection. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const
  constructor(connectorId: string) {
    super('The connector is not connected', {
      metaMessages: [`Connector: ${connectorId}`, 'Connect it first (adapter.connect or kit.connect).'],
    })
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

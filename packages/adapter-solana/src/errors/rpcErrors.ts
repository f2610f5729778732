import { BaseError } from '@latchkit/core'

export type SolanaRpcErrorType = SolanaRpcError & { name: 'SolanaRpcError' }

/**
 * The network's RPC did not answer a read (the activity list shows 'Failed to fetch transactions'):
 * unreachable, an HTTP error, an answer that is not JSON-RPC, or a JSON-RPC error.
 */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError' as const
  /** The JSON-RPC method that failed. */
  readonly method: string
  /** The JSON-RPC error code, when the RPC answered with one. */
  readonly code: number | undefined
  constructor(parameters: { method: string; reason: string; code?: number | undefined; cause?: unknown }) {
    super('The Solana RPC request failed', {
      metaMessages: [`Method: ${parameters.method}`, parameters.reason],
      cause: parameters.cause,
    })
    this.method = parameters.method
    this.code = parameters.code
  }
}

export type SendFeeUnavailableErrorType = SendFeeUnavailableError & { name: 'SendFeeUnavailableError' }

/** The RPC could not price the send's transaction (`getFeeForMessage` answered null). */
export class SendFeeUnavailableError extends BaseError {
  override name = 'SendFeeUnavailableError' as const
  constructor(parameters: { network: string }) {
    super('The network could not price this send', {
      metaMessages: [`Network: ${parameters.network}`, 'Its blockhash may have expired: try again.'],
    })
  }
}

import { BaseError } from '@latchkit/core'

/** litecoind failed to spawn, exited, or did not answer RPC in time; `details` holds its last words. */
export class LitecoinStartError extends BaseError {
  override name = 'LitecoinStartError' as const
}

/** The node answered a JSON-RPC call with an error (`code` is Bitcoin Core's RPC error code). */
export class LitecoinRpcError extends BaseError {
  override name = 'LitecoinRpcError' as const
  readonly method: string
  readonly code: number
  /** The node's own words, e.g. "TX decode failed. Make sure the tx has at least one input." */
  readonly rpcMessage: string

  constructor(parameters: { method: string; code: number; message: string }) {
    super(`litecoind refused ${parameters.method}: ${parameters.message}`, {
      metaMessages: [`RPC error code: ${parameters.code}`],
    })
    this.method = parameters.method
    this.code = parameters.code
    this.rpcMessage = parameters.message
  }
}

/** The RPC endpoint could not be reached or answered something other than JSON-RPC (HTTP 401, a reset). */
export class LitecoinRpcUnreachableError extends BaseError {
  override name = 'LitecoinRpcUnreachableError' as const
}

/** A function of the Bitcoin rig was given an option or argument it cannot honour. */
export class BitcoinRigOptionsError extends BaseError {
  override name = 'BitcoinRigOptionsError' as const
}

/** The Esplora service could not listen on its port. */
export class EsploraStartError extends BaseError {
  override name = 'EsploraStartError' as const
}

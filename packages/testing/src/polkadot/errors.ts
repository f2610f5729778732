import { BaseError } from '@latchkit/core'

/** chopsticks failed to spawn, exited, or did not listen in time; `details` holds its last words. */
export class PolkadotChainStartError extends BaseError {
  override name = 'PolkadotChainStartError' as const
}

/** `startPolkadotChain` was given an option it cannot honour. */
export class PolkadotChainOptionsError extends BaseError {
  override name = 'PolkadotChainOptionsError' as const
}

/** The chain answered a JSON-RPC call with an error, or something other than JSON-RPC. */
export class PolkadotRpcError extends BaseError {
  override name = 'PolkadotRpcError' as const
}

/** The chain refused a transfer the rig sent (`details`: its dispatch error, e.g. balances.InsufficientBalance). */
export class PolkadotTransferError extends BaseError {
  override name = 'PolkadotTransferError' as const
}

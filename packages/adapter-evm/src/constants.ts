// Spec section 9 values. Core keeps them in its src/constants.ts but does not export that module
// (yet); import them from `@latchkit/core` once it does, instead of repeating them here.

/** viem's polling interval (transaction receipts, block numbers), in milliseconds. */
export const pollingIntervalMs = 4_000
/** Multicall batch size: viem's `batchSize`, the most calldata bytes per `aggregate3` call. */
export const multicallBatchSize = 1024

/** The kit's `blockchainApiUrl` default: the provider host whose `/v1/` serves chain RPC. */
export const defaultBlockchainApiUrl = 'https://rpc.walletconnect.org'

// Spec section 9's rules for chain RPC requests. Only the lazy part that sends them reads these
// (`startChainRpc`), so they are not part of the page's first download.

/** JSON-RPC retries per endpoint, on network errors and the HTTP statuses of spec section 8. */
export const rpcRetryCount = 3
/** Base delay of those retries in ms, doubled each time (150, 300, 600) unless Retry-After says. */
export const rpcRetryDelayMs = 150
/** How long one JSON-RPC request may take, in milliseconds. */
export const rpcTimeoutMs = 10_000
/**
 * How a network with several RPC URLs ranks them (`rankEndpoints`): the meanings of viem's fallback
 * `rank` options.
 */
export const rpcRanking = {
  /** Each URL is pinged this often, in milliseconds. */
  interval: 4_000,
  /** Ranks on the last 10 pings of each. */
  sampleCount: 10,
  /** A ping without an answer after 1 s counts as a failure. */
  timeout: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

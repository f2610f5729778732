/**
 * The business constants and limits of spec section 9 that core uses. Durations are in
 * milliseconds unless the name says otherwise. The others live beside their one user: the pending
 * transactions limit in controllers/history/pendingTransactions.ts; the display-name length and the
 * theme masters in `@latchkit/ui`; the frame's timeouts and ready delay in `@latchkit/embedded-wallet`;
 * polling, multicall batch, RPC retries and fallback ranking for chains in `@latchkit/adapter-evm`.
 */

/** Email login may not be retried within this time of the last one. */
export const emailLoginCooldownMs = 30_000
/** Balance and native-balance caches live this long. */
export const balanceCacheMs = 30_000
/** Name and identity caches live this long. */
export const identityCacheMs = 5 * 60_000
/** After a failed token-balance fetch, retrying is blocked this long ('Token Balance Unavailable'). */
export const tokenBalanceRetryGuardMs = 30_000

/** Wallet registry paging. */
export const recommendedWalletsPageSize = 4
export const walletListPageSize = 40
/** Images are prefetched for this many wallets of each fetched page. */
export const walletImagePrefetchCount = 20
export const walletSearchPageSize = 100
export const walletSearchDebounceMs = 300

export const recentWalletsLimit = 2

/** Onramp fallback payment limits (strings, as the provider API returns them). */
export const onrampFallbackLimits = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const

/** HTTP and RPC retry policy: 3 tries, 150 ms exponential or Retry-After. */
export const rpcRetryCount = 3
export const rpcRetryBaseDelayMs = 150
export const retryableHttpStatuses = [403, 408, 413, 429, 500, 502, 503, 504] as const
export const rpcTimeoutMs = 10_000

/** The theme mode before the site or visitor picks one (spec section 2). */
export const defaultThemeMode = 'dark'

/** Registered names (spec section 5). */
export const accountNameSuffix = '.reown.id'
export const legacyAccountNameSuffix = '.wcn.id'
export const accountNameMinLength = 4

/** Swaps: the default slippage tolerance in percent (spec section 9's kit constant of 1). */
export const defaultSwapSlippagePercent = 1
/** Swaps: how often an approval's allowance is read while waiting for it to be mined, and for how long. */
export const swapApprovalPollMs = 1_000
export const swapApprovalTimeoutMs = 120_000

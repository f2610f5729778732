/**
 * The business constants and limits of spec section 9, in one module. Durations are in
 * milliseconds unless the name says otherwise.
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

export const pendingTransactionsLimit = 99
export const recentWalletsLimit = 2
/** Embedded-wallet display names longer than this are truncated with an ellipsis. */
export const displayNameMaxLength = 30

/** Onramp fallback payment limits (strings, as the provider API returns them). */
export const onrampFallbackLimits = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const

/** Timeouts and delays of the embedded wallet frame and social/email flows. */
export const embeddedWalletTimeouts = {
  iframeLoadMs: 20_000,
  socialMs: 120_000,
  emailMs: 120_000,
  deviceMs: 120_000,
  otpMs: 120_000,
  redirectMs: 120_000,
  iframeRequestMs: 120_000,
  disconnectWaitMs: 3_000,
  frameReadyDelayMs: 500,
  errorToastDelayMs: 300,
  goBackCleanupMs: 100,
  heartbeatMs: 5_000,
} as const
export const socialPopupSize = { width: 600, height: 800 } as const
/** Social-login popup and email-activation polling interval. */
export const loginPollIntervalMs = 1_000

/** HTTP and RPC retry policy: 3 tries, 150 ms exponential or Retry-After. */
export const rpcRetryCount = 3
export const rpcRetryBaseDelayMs = 150
export const retryableHttpStatuses = [403, 408, 413, 429, 500, 502, 503, 504] as const
export const rpcTimeoutMs = 10_000
export const pollingIntervalMs = 4_000
export const multicallBatchSize = 1024

/** Fallback transport ranking (viem's fallback `rank` options). */
export const fallbackRanking = {
  intervalMs: 4_000,
  sampleCount: 10,
  timeoutMs: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

/** Theme masters (spec sections 2 and 9). */
export const fontSizeMasterPx = 10
export const borderRadiusMasterPx = 4
export const modalWidthPx = 360
export const defaultZIndex = 999
export const themeBackgrounds = { dark: '#121313', light: '#fff' } as const
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

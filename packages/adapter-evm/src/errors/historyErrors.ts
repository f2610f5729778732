import { BaseError } from '@latchkit/core'

// The texts are the catalogue's (errorTexts.test.ts), written out so that throwing one does not
// load the catalogue.

export type ExplorerApiErrorType = ExplorerApiError & { name: 'ExplorerApiError' }

/**
 * The explorer API (Etherscan-compatible) did not give a network's history: an HTTP failure, an
 * answer that is not its account API's shape, or a refusal (`status: "0"`, a rate limit, a bad API
 * key). The modal shows 'Failed to fetch transactions'.
 */
export class ExplorerApiError extends BaseError {
  override name = 'ExplorerApiError' as const
  readonly code = 'FAILED_TO_FETCH_TRANSACTIONS' as const
  constructor(parameters: { chainId: number; reason: string; cause?: unknown }) {
    super('Failed to fetch transactions', {
      cause: parameters.cause,
      details: parameters.reason,
      metaMessages: [`Chain: ${parameters.chainId}`],
    })
  }
}

export type TransactionHistoryUnavailableErrorType = TransactionHistoryUnavailableError & {
  name: 'TransactionHistoryUnavailableError'
}

/**
 * `getTransactions` on a network without an explorer API: neither `explorerApiUrls` nor the
 * chain's `blockExplorers.default.apiUrl` names one (or the chain's is not an http(s) URL). `hasTransactionHistory(network)` tells
 * beforehand, so the modal can leave the activity out.
 */
export class TransactionHistoryUnavailableError extends BaseError {
  override name = 'TransactionHistoryUnavailableError' as const
  readonly code = 'FAILED_TO_FETCH_TRANSACTIONS' as const
  constructor(parameters: { chainId: number; reason?: string | undefined }) {
    super('Failed to fetch transactions', {
      details:
        parameters.reason ??
        `No explorer API for chain ${parameters.chainId}: pass \`explorerApiUrls\` to the EvmAdapter.`,
      docsPath: '/adapters/evm',
    })
  }
}

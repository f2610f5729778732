import { formatMessage, type MessageCode } from '@latchkit/core'
import { expect, test } from 'vitest'
import { GasPriceNetworkNotSupportedError } from './feeErrors.js'
import { ExplorerApiError, TransactionHistoryUnavailableError } from './historyErrors.js'
import { UniswapV2RouteError } from './swapErrors.js'
import { ChainNotSupportedError } from './walletErrors.js'

// The adapter's errors carry the spec's texts themselves, so the core's catalogue of every text
// stays out of a site's first download; this keeps them in step with that catalogue.
const errors: { code: MessageCode; shortMessage: string }[] = [
  new GasPriceNetworkNotSupportedError('eip155:10'),
  new ChainNotSupportedError({ chainId: 10, cause: undefined }),
  new ExplorerApiError({ chainId: 10, reason: 'txlist: the API refused: Max rate limit reached.' }),
  new TransactionHistoryUnavailableError({ chainId: 10 }),
  new UniswapV2RouteError({ reason: 'No pool for this pair.' }),
]

test.each(errors)('$code: the error says what the catalogue says', (error) => {
  expect(error.shortMessage).toBe(formatMessage(error.code))
})

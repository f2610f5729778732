import { BaseError, HttpAbortedError } from '@latchkit/core'
import { createHttpClient } from '@latchkit/core/clients'
import { readTokenText } from '../account/readTokenText.js'
import { ExplorerApiError } from '../errors/historyErrors.js'

/** The newest rows of an account API list (`txlist`, `tokentx`) up to a block, newest first. */
export type ExplorerPageRequest = {
  apiUrl: URL
  chainId: number
  action: 'txlist' | 'tokentx'
  address: string
  pageSize: number
  /** The newest block asked for (inclusive); the chain's newest without it. */
  endBlock?: bigint | undefined
  signal?: AbortSignal | undefined
}

// Etherscan says "No transactions found", Blockscout "No token transfers found" for an empty list.
const emptyListMessage = /^No [a-z ]*found/i

/**
 * The rows of one page, unchecked (the caller reads each one), from an Etherscan-compatible
 * account API. Whatever the API's URL carries in its query (`chainid`, `apikey`) goes with the
 * request. Failed HTTP requests are retried as the kit's other requests are (spec section 9).
 *
 * @throws {ExplorerApiError} for an HTTP failure, an answer that is not the API's shape, or a
 * refusal (`status: "0"`: a rate limit, a bad key); not for an empty list.
 * @throws {HttpAbortedError} when `signal` aborts.
 */
export async function readExplorerPage(request: ExplorerPageRequest): Promise<readonly unknown[]> {
  const { apiUrl, chainId, action, address, pageSize, endBlock, signal } = request
  const http = createHttpClient({
    baseUrl: apiUrl.origin,
    defaultParams: Object.fromEntries(apiUrl.searchParams),
  })
  let body: unknown
  try {
    body = await http.get({
      path: apiUrl.pathname,
      params: {
        module: 'account',
        action,
        address,
        page: 1,
        offset: pageSize,
        sort: 'desc',
        ...(endBlock === undefined ? {} : { endblock: endBlock.toString() }),
      },
      signal,
    })
  } catch (error) {
    if (error instanceof HttpAbortedError || !(error instanceof BaseError)) throw error
    throw new ExplorerApiError({
      chainId,
      reason: `${action}: ${error.details ?? error.shortMessage}`,
      cause: error,
    })
  }
  const fail = (reason: string) => new ExplorerApiError({ chainId, reason: `${action}: ${reason}` })
  if (typeof body !== 'object' || body === null) throw fail('the answer is not an object.')
  const { status, message, result } = body as Record<string, unknown>
  if (status === '1' && Array.isArray(result)) return result
  if (status !== '0') throw fail('the answer is not the account API\'s (no status "1" with a list, or "0").')
  if (typeof message === 'string' && emptyListMessage.test(message)) return []
  // Etherscan puts the reason of a refusal in `result` ("Max rate limit reached", "Invalid API Key").
  const reason = readTokenText(typeof result === 'string' ? result : message, 200)
  throw fail(`the API refused: ${reason || 'no reason given'}.`)
}

import type { HttpTransport, http } from 'viem'
import type { ChainRpcEndpoint } from './chainRpcEndpoints.js'
import { rpcRetryCount, rpcRetryDelayMs, rpcTimeoutMs } from './rpcConstants.js'

/**
 * viem's `http` transport for one RPC URL with spec section 9's rules: 3 retries, 150 ms doubled
 * each time unless the answer's Retry-After says how long, on network errors and HTTP 403, 408,
 * 413, 429, 500, 502, 503 and 504 (viem's own list, the same as spec section 8), and 10 s per
 * request. Set here, the retries happen at this URL before a fallback tries the next one.
 *
 * `makeHttp` is viem's `http`, passed in by the page's first-download code, which has it already
 * (`lazyRpcTransport`): imported by this lazy part, it made Vite 8's bundler split viem modules
 * of the page's entry into extra files fetched before the first click.
 */
export function httpEndpoint(makeHttp: typeof http, { url, isProvider }: ChainRpcEndpoint): HttpTransport {
  return makeHttp(url, {
    retryCount: rpcRetryCount,
    retryDelay: rpcRetryDelayMs,
    timeout: rpcTimeoutMs,
    // The provider host reads JSON-RPC sent as text/plain, which a browser posts to another
    // origin without a CORS preflight: one round trip less per request.
    ...(isProvider ? { fetchOptions: { headers: { 'Content-Type': 'text/plain' } } } : {}),
  })
}

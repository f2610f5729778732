import type { Chain, http, Transport } from 'viem'
import { type ChainRpcOptions, chainRpcEndpoints } from './chainRpcEndpoints.js'
import { httpEndpoint } from './httpEndpoint.js'
import { startRankedFallback } from './startRankedFallback.js'

/**
 * What serves `chain`'s JSON-RPC requests from the first one on (`lazyRpcTransport`): its URLs
 * (`chainRpcEndpoints`) through viem's `http` with spec section 9's retries, one URL alone or
 * several in a ranked fallback. No URL at all: viem's `http` says so (UrlRequiredError), as it
 * always did.
 */
export function startChainRpc(
  chain: Chain,
  rpc: ChainRpcOptions,
  transportParameters: Parameters<Transport>[0],
  makeHttp: typeof http,
): ReturnType<Transport> {
  const endpoints = chainRpcEndpoints(chain, rpc).map((endpoint) => httpEndpoint(makeHttp, endpoint))
  const [first = httpEndpoint(makeHttp, { url: '', isProvider: false }), ...others] = endpoints
  return others.length > 0
    ? startRankedFallback([first, ...others], transportParameters)
    : first(transportParameters)
}

import { fallback, type Transport } from 'viem'
import { rankEndpoints } from './rankEndpoints.js'

/**
 * viem's `fallback` over a chain's endpoints in the order `rankEndpoints` ranks them, started on
 * the chain's first request (`startChainRpc`).
 *
 * Each request keeps the order it started with. viem's own ranking (`fallback`'s `rank`) reorders
 * the list a request is walking through: a read begun on an endpoint that then fell to the end of
 * the ranking was sent to that endpoint again instead of the next one, and failed although
 * another endpoint answered.
 */
export function startRankedFallback(
  endpoints: readonly Transport[],
  transportParameters: Parameters<Transport>[0],
): ReturnType<Transport> {
  const inOrder = (ordered: readonly Transport[]) =>
    // Each endpoint retries on its own (httpEndpoint) before the next one is tried; retrying the
    // whole list again on top of that would multiply the attempts.
    fallback(ordered, { retryCount: 0 })(transportParameters)
  let order = endpoints
  let current = inOrder(order)
  rankEndpoints({
    endpoints,
    transportParameters,
    onRanked: (ranked) => {
      if (ranked.every((endpoint, index) => endpoint === order[index])) return
      order = ranked
      current = inOrder(ranked)
    },
  })
  return { ...current, request: (args, options) => current.request(args, options) }
}

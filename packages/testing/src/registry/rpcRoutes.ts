import { evmChainIdOf } from './accountRoutes.js'
import type { RegistryState } from './registryState.js'
import { badRequest, type Route, type RouteResponse } from './routes.js'

/**
 * Chain RPC over the rig's anvil chains (spec section 7): the provider RPC host
 * (`POST /v1/?chainId=eip155:<id>&projectId=…`), and stand-ins for a site's own RPC providers
 * (`POST /rpc/<any name>/<chain id>`), each name its own URL, so a test can give a site several
 * endpoints, make one slow or failing with `registry.faults`, and see in `registry.requests` which
 * one served.
 */
export const rpcRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/',
    handle: ({ query, body }, state) => {
      const projectId = query.get('projectId')
      if (!projectId) return badRequest('Missing query: projectId')
      if (state.config.projectId !== undefined && projectId !== state.config.projectId)
        return { status: 403, json: { message: 'Invalid projectId' } }
      const caipNetworkId = query.get('chainId') ?? ''
      // The provider serves only its supported chains (GET /v1/supported-chains).
      if (!state.config.supportedChains.http.includes(caipNetworkId))
        return badRequest(`Unsupported chainId: ${caipNetworkId || 'none'}`)
      return forward(state, evmChainIdOf(caipNetworkId), body)
    },
  },
  {
    method: 'POST',
    path: '/rpc/:endpoint/:chainId',
    handle: ({ params, body }, state) => forward(state, Number(params.chainId), body),
  },
]

/** Sends a JSON-RPC request (one call or a batch) to the chain's node and answers what it answered. */
async function forward(
  state: RegistryState,
  chainId: number | undefined,
  body: unknown,
): Promise<RouteResponse> {
  const rpcUrl = chainId === undefined ? undefined : state.evm.rpcUrlOf(chainId)
  if (!rpcUrl) return badRequest(`The rig has no chain ${chainId ?? ''}`.trim())
  if (typeof body !== 'object' || body === null) return badRequest('The body is not a JSON-RPC request')
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: answer.status, json: await answer.json() }
}

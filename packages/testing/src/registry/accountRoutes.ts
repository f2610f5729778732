import { registeredNameOf } from './profileRoutes.js'
import { badRequest, type Route } from './routes.js'

/** The EVM chain id of a CAIP-2 id (`eip155:31337` -> 31337); undefined for other namespaces. */
export function evmChainIdOf(caipNetworkId: string | null): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipNetworkId ?? '')
  return match ? Number(match[1]) : undefined
}

const historyPageSize = 20

/** Supported chains, identity, balances and history of the provider API (spec section 7). */
export const accountRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/supported-chains',
    handle: (_request, { config }) => ({ json: config.supportedChains }),
  },
  {
    method: 'GET',
    path: '/v1/identity/:address',
    // A name registered with this API (POST /v1/profile/account) first, as the cloud answers;
    // else the chain's ENS name.
    handle: async ({ params, query }, { evm, names }) => {
      const address = params.address ?? ''
      const chainId = evmChainIdOf(query.get('chainId'))
      const registered = registeredNameOf(names, address, chainId)
      if (registered) return { json: { name: registered.name, avatar: registered.attributes.avatar ?? null } }
      return { json: await evm.identity(address, chainId) }
    },
  },
  {
    method: 'GET',
    path: '/v1/account/:address/balance',
    handle: async ({ params, query }, { evm, baseUrl }) => {
      if (!query.get('currency')) return badRequest('currency is required')
      const chainId = evmChainIdOf(query.get('chainId'))
      const balances = chainId === undefined ? [] : await evm.balances(params.address ?? '', chainId)
      return {
        json: { balances: balances.map((balance) => ({ ...balance, iconUrl: baseUrl + balance.iconUrl })) },
      }
    },
  },
  {
    method: 'GET',
    path: '/v1/account/:account/history',
    handle: async ({ params, query }, { evm }) => {
      const cursor = query.get('cursor')
      const skip = cursor ? Number(cursor) : 0
      if (!Number.isInteger(skip) || skip < 0) return badRequest('cursor is not one this API gave out')
      const chainId = evmChainIdOf(query.get('chainId'))
      if (chainId === undefined) return { json: { data: [], next: null } }
      return { json: await evm.history(params.account ?? '', chainId, skip, historyPageSize) }
    },
  },
]

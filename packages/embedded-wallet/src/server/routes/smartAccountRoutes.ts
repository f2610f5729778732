import type { SmartAccountsResponse } from '../api.js'
import { authenticate } from '../auth/authenticate.js'
import type { ResolvedSmartAccountNetwork } from '../config/resolveSmartAccounts.js'
import { ApiError } from '../http/apiError.js'
import { describeError } from '../http/describeError.js'
import type { ApiRequest, ApiRoute } from '../service/apiRequest.js'
import { BundlerUnavailableError } from '../smartAccounts/errors.js'
import { forwardToBundler } from '../smartAccounts/forwardToBundler.js'
import { readBundlerCall } from '../smartAccounts/readBundlerCall.js'

/**
 * ERC-4337 smart accounts: which chains the operator offers them on (anyone of the frame's origin
 * may ask), and the operator's bundler for those chains, for signed-in visitors only. The bundler's
 * URL, which may hold the operator's API key, is never answered.
 */
export const smartAccountRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/smart-accounts',
    async handle(request) {
      const body: SmartAccountsResponse = {
        networks: request.service.config.smartAccounts.map(({ chainId, entryPoint, factory }) => ({
          chainId,
          entryPoint,
          factory,
        })),
      }
      return { body }
    },
  },
  {
    method: 'POST',
    path: '/v1/bundler/:chainId',
    async handle(request) {
      // The session first: without one, nothing is told, not even which chains exist.
      await authenticate(request)
      const network = smartAccountNetwork(request)
      const call = readBundlerCall(await request.body(), network)
      try {
        return { body: await forwardToBundler(network.bundlerUrl, call) }
      } catch (error) {
        if (!(error instanceof BundlerUnavailableError)) throw error
        // The operator learns why (class, reason, system code); the visitor only that it failed.
        request.service.config.log({
          level: 'error',
          message: 'bundler unavailable',
          method: 'POST',
          path: request.url.pathname,
          ...describeError(error),
        })
        throw new ApiError('bad_gateway', 'Bundler unavailable')
      }
    },
  },
]

/** The configured network the path names. @throws {ApiError} `not_found` */
function smartAccountNetwork(request: ApiRequest): ResolvedSmartAccountNetwork {
  const text = request.params.chainId ?? ''
  const chainId = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : undefined
  const network = request.service.config.smartAccounts.find((candidate) => candidate.chainId === chainId)
  if (!network) throw new ApiError('not_found', 'This service offers no smart accounts on this chain.')
  return network
}

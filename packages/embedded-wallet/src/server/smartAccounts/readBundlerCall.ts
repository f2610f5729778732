import { type BundlerMethod, type BundlerRpcRequest, bundlerMethods } from '../api.js'
import type { ResolvedSmartAccountNetwork } from '../config/resolveSmartAccounts.js'
import { ApiError } from '../http/apiError.js'

/** The methods whose second parameter names the EntryPoint the operation is for. */
const entryPointMethods: readonly BundlerMethod[] = ['eth_sendUserOperation', 'eth_estimateUserOperationGas']

const isBundlerMethod = (value: unknown): value is BundlerMethod =>
  (bundlerMethods as readonly unknown[]).includes(value)

/**
 * The body of `POST /v1/bundler/{chainId}`, checked: only ERC-4337's own methods reach the
 * operator's bundler (no `eth_sendRawTransaction` riding on its key), and an operation only for the
 * EntryPoint the operator configured for the chain.
 *
 * @throws {ApiError} `invalid_request`
 */
export function readBundlerCall(
  body: Record<string, unknown>,
  network: ResolvedSmartAccountNetwork,
): BundlerRpcRequest {
  const { method, params } = body
  if (!isBundlerMethod(method))
    throw new ApiError('invalid_request', `"method" must be one of ${bundlerMethods.join(', ')}.`)
  if (!Array.isArray(params)) throw new ApiError('invalid_request', '"params" must be a list.')
  if (entryPointMethods.includes(method)) {
    const entryPoint = params[1]
    // Case-insensitive: an address in lower case or checksummed is the same contract.
    if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== network.entryPoint.toLowerCase())
      throw new ApiError('invalid_request', `The EntryPoint must be ${network.entryPoint}.`)
  }
  return { method, params }
}

import type { FrameResponsePayloads } from '../protocol/framePayloads.js'
import { isRecord } from '../protocol/isRecord.js'
import { type BundlerMethod, bundlerMethods, type SmartAccountNetwork } from '../server/api.js'
import { InvalidFramePayloadError, RpcMethodNotAllowedError } from './errors.js'
import type { FrameSession } from './service/frameSession.js'
import type { ServiceClient } from './service/serviceClient.js'

/** The bundler methods whose second parameter names the EntryPoint the operation is for. */
const entryPointMethods: readonly BundlerMethod[] = ['eth_sendUserOperation', 'eth_estimateUserOperationGas']

const isBundlerMethod = (value: unknown): value is BundlerMethod =>
  (bundlerMethods as readonly unknown[]).includes(value)

/**
 * The frame's plain smart-account requests (SECURITY.md, "Smart accounts"): which chains the
 * operator offers smart accounts on, and the site's calls to the operator's bundler, made with the
 * visitor's session (the site never holds it, nor learns the bundler's address).
 *
 * `smartAccountNetworks()` is the same list, read once per frame, for the checks the frame makes
 * before it signs a user operation.
 */
export function createSmartAccountHandlers(context: { service: ServiceClient; session: FrameSession }) {
  const { service, session } = context
  let networks: Promise<readonly SmartAccountNetwork[]> | undefined

  /** The operator's smart-account networks, asked of the service once (again only after a failure). */
  function smartAccountNetworks(): Promise<readonly SmartAccountNetwork[]> {
    networks ??= service.smartAccounts().then(
      (answer) => answer.networks,
      (error: unknown) => {
        networks = undefined
        throw error
      },
    )
    return networks
  }

  const handlers = {
    async GetSmartAccountEnabledNetworks(): Promise<FrameResponsePayloads['GetSmartAccountEnabledNetworks']> {
      return { networks: [...(await smartAccountNetworks())] }
    },
    async BundlerRpc(payload: unknown): Promise<FrameResponsePayloads['BundlerRpc']> {
      if (!isRecord(payload)) throw new InvalidFramePayloadError('request')
      const { chainId, method, params } = payload
      if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
        throw new InvalidFramePayloadError('chainId')
      const network = (await smartAccountNetworks()).find((candidate) => candidate.chainId === chainId)
      if (!network) throw new InvalidFramePayloadError('chainId')
      if (!isBundlerMethod(method)) throw new RpcMethodNotAllowedError()
      if (!Array.isArray(params)) throw new InvalidFramePayloadError('params')
      // The service checks it too; refusing here spares the visitor's session a round trip.
      const entryPoint = params[1]
      if (
        entryPointMethods.includes(method) &&
        (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== network.entryPoint.toLowerCase())
      )
        throw new InvalidFramePayloadError('entryPoint')
      return session.authorized((token) => service.bundlerRpc(token, chainId, { method, params }))
    },
  }

  return { handlers, smartAccountNetworks }
}

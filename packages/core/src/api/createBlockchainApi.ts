import type { BlockchainApi } from '../contracts/blockchainApi.js'
import { consoleLogger, type Logger } from '../contracts/logger.js'
import { createServiceHttpClient, type ServiceClientParameters } from '../http/createServiceHttpClient.js'
import { createAccountCalls } from './accountCalls.js'
import { createOnrampCalls } from './onrampCalls.js'
import { createProfileCalls } from './profileCalls.js'
import { createSupportedChainsGate } from './supportedChainsGate.js'
import { createSwapCalls } from './swapCalls.js'

export type CreateBlockchainApiParameters = ServiceClientParameters & {
  /** Receives warnings when a fallback is used. @default the console */
  logger?: Logger | undefined
}

/**
 * The provider blockchain API client (spec section 7). Every request identifies the SDK and
 * project (`st`, `sv`, `projectId`) and retries per spec section 9. Calls for a network are gated
 * by GET /v1/supported-chains: on an unsupported network, gas price and swap/approve transactions
 * throw `NetworkNotSupportedError`, the others return empty defaults. Onramp options and quotes
 * fall back to built-in values when the API fails.
 *
 * @example
 * const api = createBlockchainApi({ baseUrl, projectId, sdkVersion: 'react-evm-0.1.0' })
 * const { name, avatar } = await api.getIdentity({ address, caipNetworkId: 'eip155:1' })
 */
export function createBlockchainApi(parameters: CreateBlockchainApiParameters): BlockchainApi {
  const http = createServiceHttpClient(parameters)
  const gate = createSupportedChainsGate(http)
  return {
    getSupportedChains: gate.getSupportedChains,
    isNetworkSupported: gate.isNetworkSupported,
    ...createAccountCalls(http, gate),
    ...createSwapCalls(http, gate, parameters.projectId),
    ...createProfileCalls(http),
    ...createOnrampCalls(http, parameters.logger ?? consoleLogger),
  }
}

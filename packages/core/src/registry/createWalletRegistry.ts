import { consoleLogger, type Logger } from '../contracts/logger.js'
import type { WalletRegistry } from '../contracts/walletRegistry.js'
import { arrayOfValid, boolean, finiteNumber, object } from '../decode/decode.js'
import { createServiceHttpClient, type ServiceClientParameters } from '../http/createServiceHttpClient.js'
import { requestDecoded } from '../http/requestDecoded.js'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'
import { decodeRemoteFeatures } from './remoteFeatures.js'
import { walletDecoder } from './walletDecoder.js'
import { createWalletImageUrls } from './walletImageUrls.js'

export type CreateWalletRegistryParameters = ServiceClientParameters & {
  /** Receives the warning when the remote configuration cannot be fetched. @default the console */
  logger?: Logger | undefined
}

const walletPage = object({ data: arrayOfValid(walletDecoder), count: finiteNumber })
const analyticsConfig = object({ isAnalyticsEnabled: boolean })

/**
 * The wallet registry client (spec section 7): wallet pages and search, the project's remote
 * features, allowed origins, analytics configuration and image URLs. Every GET carries `st`,
 * `sv` and `projectId`; requests retry per spec section 9.
 *
 * @example
 * const registry = createWalletRegistry({ baseUrl, projectId, sdkVersion: 'react-evm-0.1.0' })
 * const { data, count } = await registry.getWallets({ page: 1, entries: 40 })
 */
export function createWalletRegistry(parameters: CreateWalletRegistryParameters): WalletRegistry {
  const logger = parameters.logger ?? consoleLogger
  const http = createServiceHttpClient(parameters)

  return {
    getWallets: ({ page, entries, search, include, exclude, chains, badge, signal }) =>
      requestDecoded(http, 'get', walletPage, {
        path: '/getWallets',
        params: {
          page,
          entries,
          search: search || undefined,
          include: include?.length ? include : undefined,
          exclude: exclude?.length ? exclude : undefined,
          chains: chains?.length ? chains : undefined,
          badge_type: badge,
        },
        signal,
      }),

    async getRemoteFeatures() {
      try {
        return await requestDecoded(http, 'get', decodeRemoteFeatures, { path: '/appkit/v1/config' })
      } catch (error) {
        logger.warn('The remote configuration could not be fetched; using the local settings', error)
        return null
      }
    },

    getAllowedOrigins: () => fetchAllowedOrigins(http),

    async getAnalyticsConfig() {
      try {
        return await requestDecoded(http, 'get', analyticsConfig, { path: '/getAnalyticsConfig' })
      } catch {
        return { isAnalyticsEnabled: false }
      }
    },

    ...createWalletImageUrls(parameters),
  }
}

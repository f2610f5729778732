import { createLazyBlockchainApi } from '../../api/createLazyBlockchainApi.js'
import type { BlockchainApi } from '../../contracts/blockchainApi.js'
import type { Logger } from '../../contracts/logger.js'
import { defaultBlockchainApiUrl, serviceClientParameters } from './serviceClients.js'

/**
 * The kit's provider API: the site's own when it passes one, else a client built from the
 * project id and base URL (none without a project id). Building makes no request and downloads
 * no client code: both happen on the first call.
 */
export function resolveBlockchainApi<api>(
  options: {
    projectId?: string | undefined
    blockchainApi?: api | undefined
    blockchainApiUrl?: string | undefined
  },
  logger: Logger,
): api | BlockchainApi | undefined {
  const common = serviceClientParameters(options, logger)
  return (
    options.blockchainApi ??
    (common &&
      createLazyBlockchainApi({ ...common, baseUrl: options.blockchainApiUrl ?? defaultBlockchainApiUrl }))
  )
}

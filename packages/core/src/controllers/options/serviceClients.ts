import { createLazyBlockchainApi } from '../../api/createLazyBlockchainApi.js'
import type { BlockchainApi } from '../../contracts/blockchainApi.js'
import type { Logger } from '../../contracts/logger.js'
import type { WalletRegistry } from '../../contracts/walletRegistry.js'
import { createLazyWalletRegistry } from '../../registry/createLazyWalletRegistry.js'

/** The wallet registry the kit calls unless the site sets `walletRegistryUrl` or `walletRegistry`. */
export const defaultWalletRegistryUrl = 'https://api.web3modal.org'
/** The provider API the kit calls unless the site sets `blockchainApiUrl` or `blockchainApi`. */
export const defaultBlockchainApiUrl = 'https://rpc.walletconnect.org'

// Replaced by the package version when the package is built (tsup `define`).
declare const __LATCHKIT_CORE_VERSION__: string | undefined
const coreVersion = typeof __LATCHKIT_CORE_VERSION__ === 'string' ? __LATCHKIT_CORE_VERSION__ : 'source'
/** The `sv` the kit's clients send. */
export const kitSdkVersion = `core-${coreVersion}`

type ServiceOptions<registry, api> = {
  projectId?: string | undefined
  walletRegistry?: registry | undefined
  blockchainApi?: api | undefined
  walletRegistryUrl?: string | undefined
  blockchainApiUrl?: string | undefined
}

/**
 * The kit's wallet registry and provider API: the site's own instances when it passes them, else
 * clients built from the project id and the base URLs (none without a project id). Building makes
 * no request and downloads no client code: both happen on the first call.
 */
export function resolveServiceClients<registry extends Partial<WalletRegistry>, api>(
  options: ServiceOptions<registry, api>,
  logger: Logger,
): { walletRegistry: registry | WalletRegistry | undefined; blockchainApi: api | BlockchainApi | undefined } {
  const { projectId } = options
  const common = projectId ? { projectId, sdkVersion: kitSdkVersion, logger } : undefined
  return {
    walletRegistry:
      options.walletRegistry ??
      (common &&
        createLazyWalletRegistry({
          ...common,
          baseUrl: options.walletRegistryUrl ?? defaultWalletRegistryUrl,
        })),
    blockchainApi:
      options.blockchainApi ??
      (common &&
        createLazyBlockchainApi({ ...common, baseUrl: options.blockchainApiUrl ?? defaultBlockchainApiUrl })),
  }
}

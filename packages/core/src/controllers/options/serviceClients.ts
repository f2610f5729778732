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

type ServiceOptions = {
  projectId?: string | undefined
  walletRegistryUrl?: string | undefined
  blockchainApiUrl?: string | undefined
}

/** What the kit's own clients send and log with; none without a project id. */
export function serviceClientParameters(options: ServiceOptions, logger: Logger) {
  const { projectId } = options
  return projectId ? { projectId, sdkVersion: kitSdkVersion, logger } : undefined
}

/**
 * The kit's wallet registry: the site's own when it passes one, else a client built from the
 * project id and base URL (none without a project id). Building makes no request and downloads no
 * client code: both happen on the first call. (The provider API is resolved with the account
 * code, see resolveBlockchainApi.)
 */
export function resolveWalletRegistry<registry extends Partial<WalletRegistry>>(
  options: ServiceOptions & { walletRegistry?: registry | undefined },
  logger: Logger,
): registry | WalletRegistry | undefined {
  const common = serviceClientParameters(options, logger)
  return (
    options.walletRegistry ??
    (common &&
      createLazyWalletRegistry({ ...common, baseUrl: options.walletRegistryUrl ?? defaultWalletRegistryUrl }))
  )
}

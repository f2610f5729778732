import type { Logger } from '../../contracts/logger.js'
import type { RemoteFeatures, WalletRegistry } from '../../contracts/walletRegistry.js'
import { resolveRemoteFeatures } from './remoteFeatures.js'

/**
 * Fetches the project's remote configuration once, on the first call, and hands the features in
 * effect to `apply`. Nothing is fetched in basic mode or without a registry. A registry that
 * throws is reported here, once; the kit's own client reports its failures itself and answers
 * `null`, so a failure is never reported twice.
 */
export function createRemoteFeaturesLoader(parameters: {
  registry: Pick<WalletRegistry, 'getRemoteFeatures'> | undefined
  basic: boolean | undefined
  local: Partial<RemoteFeatures>
  logger: Logger
  apply: (features: RemoteFeatures) => void
}): () => Promise<void> {
  const { registry, logger } = parameters
  let loading: Promise<void> | undefined

  async function load() {
    if (parameters.basic || !registry) return
    const remote = await registry.getRemoteFeatures().catch((error: unknown) => {
      logger.warn('The project configuration could not be fetched; using the local configuration.', error)
      return null
    })
    parameters.apply(resolveRemoteFeatures({ local: parameters.local, remote, logger }))
  }

  return () => {
    loading ??= load()
    return loading
  }
}

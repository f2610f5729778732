import type { Logger } from '../../contracts/logger.js'
import { type RemoteFeatures, socialProviders } from '../../contracts/walletRegistry.js'

/** What a feature is when neither the project's remote configuration nor the site sets it. */
export const defaultRemoteFeatures: RemoteFeatures = {
  email: true,
  socials: socialProviders,
  swaps: ['1inch'],
  onramp: ['coinbase'],
  activity: true,
  branding: true,
  multiWallet: false,
}

const allOff: RemoteFeatures = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  branding: false,
  multiWallet: false,
}

const featureNames = Object.keys(defaultRemoteFeatures) as (keyof RemoteFeatures)[]

/**
 * The remote features in effect (spec section 6): in basic mode all are off; a fetched remote
 * configuration decides every feature it states, and a local setting it overrides is reported
 * as ignored; otherwise the site's setting applies, else the default. (The pay feature turns
 * email and social login off through the installed features: `FeatureModule.turnsOff`.)
 */
export function resolveRemoteFeatures(parameters: {
  local: Partial<RemoteFeatures> | undefined
  /**
   * `null` when the fetch failed (already reported once, by the registry client or the kit),
   * `undefined` when there was none (no project id).
   */
  remote: Partial<RemoteFeatures> | null | undefined
  basic?: boolean | undefined
  logger: Logger
}): RemoteFeatures {
  if (parameters.basic) return { ...allOff }
  const local = parameters.local ?? {}
  const remote = parameters.remote ?? {}
  const features = { ...defaultRemoteFeatures }
  const ignored: string[] = []
  for (const name of featureNames) {
    const value = remote[name] !== undefined ? remote[name] : local[name]
    if (remote[name] !== undefined && local[name] !== undefined) ignored.push(name)
    if (value !== undefined) Object.assign(features, { [name]: value })
  }
  if (ignored.length > 0)
    parameters.logger.warn(
      `Local configuration of ${ignored.join(', ')} was ignored because the project's remote configuration was fetched; change these features in the project's settings.`,
    )
  return features
}

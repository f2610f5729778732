import type { RemoteFeatures } from '../contracts/walletRegistry.js'
import { socialProviders } from '../contracts/walletRegistry.js'
import {
  array,
  arrayOfValid,
  boolean,
  type Decoder,
  invalid,
  nullable,
  object,
  string,
} from '../decode/decode.js'

const featureList = object({
  features: arrayOfValid(object({ id: string, isEnabled: boolean }, { config: nullable(array(string)) })),
})

const isSocialProvider = (value: string): value is (typeof socialProviders)[number] =>
  (socialProviders as readonly string[]).includes(value)

/**
 * Reads GET /appkit/v1/config: a list of `{ id, isEnabled, config }`. Only the features the
 * registry states are returned; unknown ids and social providers are ignored.
 */
export const decodeRemoteFeatures: Decoder<Partial<RemoteFeatures>> = (input) => {
  const decoded = featureList(input)
  if (decoded === invalid) return invalid
  const features: Partial<RemoteFeatures> = {}
  for (const { id, isEnabled, config } of decoded.features) {
    const list = config ?? []
    switch (id) {
      case 'email':
      case 'activity':
      case 'branding':
      case 'multiWallet':
        features[id] = isEnabled
        break
      case 'socials':
        features.socials = isEnabled ? list.filter(isSocialProvider) : false
        break
      case 'swaps':
      case 'onramp':
        features[id] = isEnabled ? list : false
        break
    }
  }
  return features
}

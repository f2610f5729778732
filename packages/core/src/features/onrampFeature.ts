import type { OnrampController } from '../controllers/onramp/onrampController.js'
import type { FeatureModule } from './featureModule.js'

/** The id of the onramp (Buy crypto) feature in `state.featureModules`. */
export const onrampFeatureId = 'onramp'

/**
 * Buying crypto in the modal (the Onramp view, behind the `onramp` remote feature): a site adds it
 * to its kit's `featureModules`. Options, quotes and the provider's page come from the kit's
 * provider API (a project id), with the built-in fallbacks of spec section 7. Nothing of it
 * downloads before the Onramp view first opens.
 *
 * @example
 * createLatchKit({ adapters, networks, projectId, featureModules: [onrampFeature()] })
 */
export function onrampFeature(): FeatureModule<OnrampController> {
  return {
    id: onrampFeatureId,
    flag: 'onramp',
    views: ['Onramp'],
    load: async ({ kit }) => (await import('./loadOnrampFeature.js')).loadOnrampFeature(kit),
  }
}

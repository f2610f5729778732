import type { NameController } from '../controllers/names/nameController.js'
import type { FeatureModule } from './featureModule.js'

/** The id of the account-name feature in `state.featureModules`. */
export const namesFeatureId = 'names'

/**
 * Account names in the modal (RegisterAccountName, then RegisterAccountNameSuccess): a connected
 * EVM account without a profile name can register `label` + `suffix` with the provider API (so it
 * needs a project id), signing the message in its wallet. Nothing of it downloads before the view
 * first opens.
 *
 * @example
 * createLatchKit({ adapters, networks, projectId, featureModules: [namesFeature()] })
 */
export function namesFeature(
  parameters: {
    /**
     * The suffix names are registered under.
     * @default '.reown.id'
     */
    suffix?: string
  } = {},
): FeatureModule<NameController> {
  return {
    id: namesFeatureId,
    views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
    load: async ({ kit }) => (await import('./loadNamesFeature.js')).loadNamesFeature(kit, parameters.suffix),
  }
}

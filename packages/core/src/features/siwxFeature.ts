import type { createSignInFlow, SignInFlow } from '../controllers/siwx/signInFlow.js'
import type { FeatureModule } from './featureModule.js'

/** The id of the sign-in feature in `state.featureModules`. */
export const siwxFeatureId = 'siwx'

/**
 * Sign in with X as a feature module: installed by the kit when the site passes `siwx`. It owns
 * the SIWXSignMessage view; its controller (the sign-in flow) downloads when it first runs: after
 * a connect, or when the site calls `signIn` or `cancelSignIn`. A kit without `siwx` never
 * downloads it, and the router refuses SIWXSignMessage.
 *
 * The worked example of a feature (docs/architecture.md): core owns this one, so its controller
 * is built from the kit's internals, closed over here; a feature from another package builds its
 * controller from the public kit `load` is given.
 */
export function siwxFeature(parameters: Parameters<typeof createSignInFlow>[0]): FeatureModule<SignInFlow> {
  return {
    id: siwxFeatureId,
    views: ['SIWXSignMessage'],
    async load() {
      const { createSignInFlow } = await import('../controllers/siwx/signInFlow.js')
      return createSignInFlow(parameters)
    },
  }
}

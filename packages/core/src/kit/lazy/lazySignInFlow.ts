import type { createSignInFlow, SignInFlow } from '../../controllers/siwx/signInFlow.js'
import { lazyPart } from './lazyPart.js'

/**
 * The sign-in flow, fetched when it first runs: after a connect when `siwx` is set, or when the
 * site calls `signIn` or `cancelSignIn`. Without `siwx` a connect never downloads it.
 */
export function lazySignInFlow(parameters: Parameters<typeof createSignInFlow>[0]): SignInFlow {
  // The kit routes to the sign-in view itself; the UI's lazy chunk renders it when it loads.
  if (parameters.siwx) parameters.router.registerViews(['SIWXSignMessage'])
  const part = lazyPart(async () => {
    const { createSignInFlow } = await import('../../controllers/siwx/signInFlow.js')
    return createSignInFlow(parameters)
  })
  return {
    async check() {
      if (!parameters.siwx) return
      await (await part.get()).check()
    },
    signMessage: async () => (await part.get()).signMessage(),
    cancel: async () => (await part.get()).cancel(),
  }
}

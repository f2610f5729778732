import type { FarcasterLoginController, FeatureModule, LatchKit } from '@latchkit/core'
import type { EmbeddedRuntime } from './embeddedRuntime.js'

/**
 * Sign In With Farcaster as a feature of the kit (on with social login: flag `socials`): the
 * Connect view's Farcaster button and the ConnectingFarcaster view. The controller downloads with
 * the view; attaching only keeps the kit.
 */
export function createFarcasterFeature(parameters: {
  connectorId: string
  service: { serviceUrl: string; projectId: string }
  runtime: () => Promise<EmbeddedRuntime>
  onAttach: (kit: LatchKit) => void
}): FeatureModule<FarcasterLoginController> {
  return {
    id: 'farcaster',
    flag: 'socials',
    views: ['ConnectingFarcaster'],
    attach({ kit }) {
      parameters.onAttach(kit)
    },
    async load({ kit }) {
      const [{ client }, { createFarcasterLoginController }, { createSiteOriginCheck }] = await Promise.all([
        parameters.runtime(),
        import('./farcasterLoginController.js'),
        import('./checkSiteOrigin.js'),
      ])
      return createFarcasterLoginController({
        kit,
        client,
        connectorId: parameters.connectorId,
        assertSiteOriginAllowed: createSiteOriginCheck(parameters.service),
      })
    },
  }
}

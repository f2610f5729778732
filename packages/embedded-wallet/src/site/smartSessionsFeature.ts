import type { FeatureModule, LatchKit, SmartSessionsController } from '@latchkit/core'
import type { EmbeddedRuntime } from './embeddedRuntime.js'

/**
 * The smart account's sessions as a feature of the kit: the SmartSessions view (reached from the
 * Account view while the smart account is in use) lists the permissions sites were granted and
 * revokes them. The controller downloads with the view; attaching only keeps the kit.
 */
export function createSmartSessionsFeature(parameters: {
  runtime: () => Promise<EmbeddedRuntime>
  onAttach: (kit: LatchKit) => void
}): FeatureModule<SmartSessionsController> {
  return {
    id: 'smartSessions',
    views: ['SmartSessions'],
    attach({ kit }) {
      parameters.onAttach(kit)
    },
    async load({ kit }) {
      const [{ client }, { createSmartSessionsController }] = await Promise.all([
        parameters.runtime(),
        import('./smartSessionsController.js'),
      ])
      return createSmartSessionsController({ kit, client })
    },
  }
}

import type { FeatureModule } from './featureModule.js'

export type AnalyticsFeatureParameters = {
  /** The project the events are counted under. */
  projectId: string
  /**
   * Whether events other than `INITIALIZE` are sent: `true` or `false` decides; left out, the
   * project's configuration decides (GET /getAnalyticsConfig on the wallet registry).
   */
  enabled?: boolean | undefined
  /** Where events are posted (POST /e). @default 'https://pulse.walletconnect.org' */
  analyticsUrl?: string | undefined
  /** The wallet registry asked for the project's configuration. @default 'https://api.web3modal.org' */
  walletRegistryUrl?: string | undefined
}

/** The id of the analytics feature in `state.featureModules`. */
export const analyticsFeatureId = 'analytics'

/**
 * Analytics (spec section 7), only on a kit that installs it: nothing is sent before the visitor
 * first opens the modal; then `INITIALIZE` (with the time the page made the kit) and, while
 * analytics is on, what the visitor does in the modal. No address, amount, hash or name leaves
 * the page. Its code downloads on that first open.
 *
 * @example
 * createLatchKit({ adapters, networks, projectId, featureModules: [analyticsFeature({ projectId })] })
 */
export function analyticsFeature(parameters: AnalyticsFeatureParameters): FeatureModule<void> {
  return {
    id: analyticsFeatureId,
    views: [],
    load: async () => {},
    attach({ kit }) {
      const madeAt = Date.now()
      const stop = kit.subscribe(
        (state) => state.modal.isOpen,
        (isOpen) => {
          if (!isOpen) return
          stop()
          import('../analytics/startAnalytics.js')
            .then(({ startAnalytics }) => startAnalytics({ kit, parameters, madeAt }))
            .catch(() => {})
        },
      )
    },
  }
}

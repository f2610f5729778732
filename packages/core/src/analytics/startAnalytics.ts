import { kitSdkVersion } from '../controllers/options/serviceClients.js'
import type { AnalyticsFeatureParameters } from '../features/analyticsFeature.js'
import { eventsBetween } from '../kit/kitEvents.js'
import type { LatchKit } from '../kit/latchKit.js'
import { createWalletRegistry } from '../registry/createWalletRegistry.js'
import { analyticsEvent } from './analyticsEvent.js'
import { createAnalytics } from './createAnalytics.js'

export const defaultAnalyticsUrl = 'https://pulse.walletconnect.org'
const defaultRegistryUrl = 'https://api.web3modal.org'

/**
 * The analytics feature's work, from the visitor's first open of the modal: asks the project's
 * configuration unless the site decided, sends `INITIALIZE` dated when the kit was made, the open
 * that started it, and each later kit event while analytics is on. A 403 shows 'Invalid App
 * Configuration' once and stops sending.
 */
export async function startAnalytics(parameters: {
  kit: LatchKit
  parameters: AnalyticsFeatureParameters
  madeAt: number
}): Promise<() => void> {
  const { kit, madeAt } = parameters
  const { projectId, enabled, analyticsUrl, walletRegistryUrl } = parameters.parameters
  const analytics = createAnalytics({
    baseUrl: analyticsUrl ?? defaultAnalyticsUrl,
    projectId,
    sdkVersion: kitSdkVersion,
    onRefused: () => kit.showAlert('INVALID_APP_CONFIGURATION', { once: true }),
  })
  const isEnabled =
    enabled ??
    (
      await createWalletRegistry({
        baseUrl: walletRegistryUrl ?? defaultRegistryUrl,
        projectId,
        sdkVersion: kitSdkVersion,
      }).getAnalyticsConfig()
    ).isAnalyticsEnabled
  analytics.setEnabled(isEnabled)
  await analytics.markInteracted()
  const opened = kit.getState()
  await analytics.track({
    event: 'INITIALIZE',
    properties: {
      namespaces: Object.keys(opened.network.byNamespace),
      networks: Object.values(opened.network.byNamespace).reduce(
        (count, namespace) => count + (namespace?.requestedCaipNetworks.length ?? 0),
        0,
      ),
    },
    timestamp: madeAt,
  })
  // The open that started analytics, then every change after it.
  const closed = { ...opened, modal: { ...opened.modal, isOpen: false } }
  for (const data of eventsBetween(closed, opened)) void analytics.track(analyticsEvent(data))
  return kit.subscribe(
    (state) => state,
    (next, previous) => {
      for (const data of eventsBetween(previous, next)) void analytics.track(analyticsEvent(data))
    },
  )
}

import type { default as UniversalProvider, UniversalProviderOpts } from '@walletconnect/universal-provider'
import type { Metadata } from '../kit/options.js'
import { type RelayAlert, relayAlertOf } from './relayAlerts.js'
import { createWalletConnectLogger } from './walletConnectLogger.js'
import type { WalletConnectOptions } from './walletConnectOptions.js'

export type LoadUniversalProviderParameters = {
  projectId: string
  metadata: Metadata | undefined
  options: WalletConnectOptions
  /** Called for each refusal or error of the relay that the visitor should hear of (`relayAlerts.ts`). */
  onRelayAlert?: ((alert: RelayAlert) => void) | undefined
}

/** What the page says about itself, for wallets, when the site gave no metadata. */
function pageMetadata(): Metadata {
  const page = globalThis as { document?: { title?: string }; location?: { origin?: string } }
  return {
    name: page.document?.title || 'LatchKit',
    description: '',
    url: page.location?.origin ?? '',
    icons: [],
  }
}

/**
 * Downloads and starts `@walletconnect/universal-provider`. Only called once the visitor picks
 * WalletConnect (or had a session): the library stays out of the site's first download and
 * makes no relay request before then. Telemetry is off, and the client's logs go to a logger that
 * prints nothing: it only reads the relay's refusals and errors out of them, from the start (a
 * session restored at `init` already dials the relay).
 */
export async function loadUniversalProvider(
  parameters: LoadUniversalProviderParameters,
): Promise<UniversalProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const { options, onRelayAlert } = parameters
  const logger = createWalletConnectLogger((entry) => {
    const alert = onRelayAlert && relayAlertOf(entry)
    if (alert) onRelayAlert(alert)
  })
  return UniversalProvider.init({
    projectId: parameters.projectId,
    metadata: parameters.metadata ?? pageMetadata(),
    // The client calls only the methods a WalletConnectLogger has (see walletConnectLogger.ts).
    logger: logger as unknown as UniversalProviderOpts['logger'],
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix ?? 'latchkit',
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  })
}

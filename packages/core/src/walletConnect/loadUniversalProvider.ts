import type UniversalProvider from '@walletconnect/universal-provider'
import type { Metadata } from '../kit/options.js'
import type { WalletConnectOptions } from './walletConnectOptions.js'

export type LoadUniversalProviderParameters = {
  projectId: string
  metadata: Metadata | undefined
  options: WalletConnectOptions
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
 * makes no relay request before then. Telemetry is off.
 */
export async function loadUniversalProvider(
  parameters: LoadUniversalProviderParameters,
): Promise<UniversalProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const { options } = parameters
  return UniversalProvider.init({
    projectId: parameters.projectId,
    metadata: parameters.metadata ?? pageMetadata(),
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix ?? 'latchkit',
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  })
}

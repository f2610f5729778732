import { announceEip6963, type Eip6963ProviderInfo } from './announceEip6963.js'
import { createEip1193Provider, type ProviderAnswer, type ProviderRequest } from './createEip1193Provider.js'

/** What the Node side tells the page script: where to send requests and how to present the wallet. */
export type InjectedEvmWalletConfig = {
  /** The Playwright binding that carries requests to the wallet in Node. */
  bindingName: string
  /** The window property through which Node delivers wallet events. */
  eventsKey: string
  info: Eip6963ProviderInfo
  /** Also set `window.ethereum`, for sites that look for the legacy injected provider. */
  setWindowEthereum: boolean
}

type WalletWindow = Window & Record<string, unknown> & { ethereum?: unknown }

/**
 * Runs in the page before its scripts: builds the provider, announces it, and opens the event inlet.
 */
export function install(config: InjectedEvmWalletConfig): void {
  const walletWindow = window as unknown as WalletWindow
  // Looked up per request: Playwright may define the binding after this script ran.
  const send = (request: ProviderRequest) =>
    (walletWindow[config.bindingName] as (request: ProviderRequest) => Promise<ProviderAnswer>)(request)
  const { provider, emit } = createEip1193Provider(send)
  Object.defineProperty(walletWindow, config.eventsKey, { value: emit, enumerable: false })
  if (config.setWindowEthereum) walletWindow.ethereum = provider
  announceEip6963(config.info, provider)
}

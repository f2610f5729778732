import type { EvmWalletChain } from '../evm/evmWalletContext.js'
import type { Eip6963ProviderInfo } from '../page/announceEip6963.js'
import type { ProviderAnswer, ProviderRequest } from '../page/createEip1193Provider.js'

/** The name of the port between the bridge content script and the service worker. */
export const portName = 'latchkit-test-wallet'

/** `target` tags of the window messages between the page's provider and the bridge. */
export const toBridge = 'latchkit-test-wallet:to-bridge'
export const toPage = 'latchkit-test-wallet:to-page'

/** Page (MAIN world) to bridge to worker: one request. */
export type RequestMessage = { id: number; request: ProviderRequest }

/** Worker to bridge to page: the answer to request `id`, or a wallet event. */
export type WorkerMessage = { id: number; answer: ProviderAnswer } | { event: string; payload: unknown }

/** What the build bakes into the service worker: the wallet's keys and chains. */
export type ExtensionWorkerConfig = {
  privateKeys: readonly `0x${string}`[]
  chains: readonly EvmWalletChain[]
}

/** What the build bakes into the page script: how the wallet presents itself over EIP-6963. */
export type ExtensionPageConfig = { info: Omit<Eip6963ProviderInfo, 'uuid'> }

/** The parts of the `chrome` extension API the test wallet uses (it ships no @types/chrome). */
export type ChromePort = {
  name: string
  sender?: { origin?: string; url?: string }
  postMessage(message: unknown): void
  onMessage: { addListener(listener: (message: unknown) => void): void }
  onDisconnect: { addListener(listener: () => void): void }
}
export type ChromeApi = {
  runtime: {
    connect(info: { name: string }): ChromePort
    onConnect: { addListener(listener: (port: ChromePort) => void): void }
  }
  storage: {
    local: {
      get(key: string): Promise<Record<string, unknown>>
      set(items: Record<string, unknown>): Promise<void>
    }
  }
}

/** The `chrome` global of an extension context. */
export const chromeApi = (): ChromeApi => (globalThis as unknown as { chrome: ChromeApi }).chrome

import { type Connector, createChangeWaiters, loadOnce } from '@latchkit/core'
import { extensionBranding } from './extensionBranding.js'
import type { FoundPolkadotWallet } from './foundWallet.js'
import { findInjectedExtensions } from './injectedExtensions.js'

/** The code that talks to an extension, in a chunk of its own: it loads with the first connect or restore. */
const extensionDriver = loadOnce(() => import('./injected/extensionWallet.js'))

/** The Polkadot extensions on the page, kept up to date as extensions inject late. */
export type PolkadotWalletSource = {
  list(): readonly FoundPolkadotWallet[]
  find(id: string): FoundPolkadotWallet | undefined
  /** Resolves the extension `id` once it is there, or `undefined` after `timeoutMs`. */
  waitFor(id: string, timeoutMs: number): Promise<FoundPolkadotWallet | undefined>
  /** Stops looking again for late extensions. */
  stop(): void
}

/** A LatchKit connector for an extension. */
export function toConnector(wallet: FoundPolkadotWallet): Connector {
  return {
    id: wallet.id,
    type: 'INJECTED',
    name: wallet.name,
    imageUrl: wallet.icon,
    chainNamespaces: ['polkadot'],
    provider: wallet.provider,
  }
}

/**
 * Finds the page's Polkadot extensions without a click: every entry of `window.injectedWeb3`
 * (polkadot-js, Talisman, SubWallet, Enkrypt, Nova Wallet's in-app browser...). Extensions inject
 * when the page starts, some after its scripts ran, so the page is looked at again at
 * `retryDelaysMs`. The site's name for the extensions' authorization prompt is read at connect.
 */
export function createPolkadotWalletSource(parameters: {
  retryDelaysMs: readonly number[]
  appName: () => string
  onChange: () => void
}): PolkadotWalletSource {
  const page = globalThis as { injectedWeb3?: unknown; walletExtension?: unknown }
  let snapshot: readonly FoundPolkadotWallet[] = []
  const waiters = createChangeWaiters()
  let started = false

  const scan = () => {
    const added = findInjectedExtensions(page)
      .filter(({ key }) => !snapshot.some((wallet) => wallet.id === key))
      .map(({ key, provider }): FoundPolkadotWallet => {
        const { name, icon } = extensionBranding(key, page)
        const driver = loadOnce(() =>
          extensionDriver
            .get()
            .then(({ createExtensionWallet }) =>
              createExtensionWallet({ id: key, name, icon, provider, appName: parameters.appName }),
            ),
        )
        return { id: key, name, icon, provider, drive: () => driver.get() }
      })
    if (added.length === 0) return
    snapshot = [...snapshot, ...added]
    waiters.notify()
    // What is there when the source is made is its first list, not a change.
    if (started) parameters.onChange()
  }

  scan()
  const timers = parameters.retryDelaysMs.map((delay) => setTimeout(scan, delay))
  started = true

  const find = (id: string) => snapshot.find((wallet) => wallet.id === id)
  return {
    list: () => snapshot,
    find,
    waitFor(id, timeoutMs) {
      scan()
      if (find(id) || timeoutMs <= 0) return waiters.waitFor(() => find(id), timeoutMs)
      // Looked for again meanwhile: an extension that injects now is found within 100 ms.
      const poll = setInterval(scan, 100)
      return waiters.waitFor(() => find(id), timeoutMs).finally(() => clearInterval(poll))
    },
    stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer)
    },
  }
}

import type { NodeEip1193Provider } from './nodeWallet.js'

/** A stand-in for the browser `window` in Node: enough for EIP-6963 discovery and `window.ethereum`. */
export type FakeWindow = EventTarget & { ethereum?: NodeEip1193Provider | undefined }

/**
 * Makes `globalThis.window` an event target, so wagmi's EIP-6963 discovery (mipd) and its
 * injected connector run in Node as in a page. Returns the window and a function that removes it.
 */
export function installFakeWindow(): { window: FakeWindow; uninstall: () => void } {
  const fake: FakeWindow = new EventTarget()
  Object.defineProperty(globalThis, 'window', { value: fake, configurable: true, writable: true })
  return {
    window: fake,
    uninstall: () => {
      Reflect.deleteProperty(globalThis, 'window')
    },
  }
}

/** What a wallet tells pages about itself over EIP-6963. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/**
 * Announces `provider` over EIP-6963 on `target` now and each time a page asks
 * (`eip6963:requestProvider`), as a wallet's content script does. Returns a function that stops.
 */
export function announceWallet(
  target: EventTarget,
  info: WalletInfo,
  provider: NodeEip1193Provider,
): () => void {
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

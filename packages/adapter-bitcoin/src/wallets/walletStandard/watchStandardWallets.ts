import type { Wallet } from '@wallet-standard/base'

/** What the page's wallet-standard wallets register with: the app's side of the handshake. */
type StandardWalletsApp = { register(...wallets: Wallet[]): () => void }

/**
 * Follows the page's wallet-standard wallets, as the standard's handshake has any app do: it
 * answers each `wallet-standard:register-wallet` event (a wallet that loaded first) and announces
 * `wallet-standard:app-ready` (for wallets that load later), and each wallet registers itself
 * through the app's `register`. `onRegister` gets each wallet once, `onUnregister` a wallet that
 * unregistered. Several apps on one page (the Solana adapter's, say) each get every wallet.
 * Returns the function that stops following; nothing happens outside a browser.
 *
 * Written for the adapter instead of `@wallet-standard/app`'s page-wide registry to keep the
 * first download small: the adapter needs only the handshake, not the registry's full API.
 */
export function watchStandardWallets(handlers: {
  onRegister: (wallet: Wallet) => void
  onUnregister: (wallet: Wallet) => void
}): () => void {
  if (typeof window === 'undefined') return () => undefined
  const registered = new Set<Wallet>()
  let stopped = false
  const app: StandardWalletsApp = Object.freeze({
    register(...wallets: Wallet[]) {
      const added = wallets.filter((wallet) => !registered.has(wallet))
      for (const wallet of added) registered.add(wallet)
      if (!stopped) for (const wallet of added) handlers.onRegister(wallet)
      return () => {
        for (const wallet of added) {
          if (!registered.delete(wallet) || stopped) continue
          handlers.onUnregister(wallet)
        }
      }
    },
  })
  // A wallet's callback is its own code: one that throws must not stop the others or the adapter.
  const answer = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(app)
    } catch {
      // The wallet failed to register itself; the page's other wallets are unaffected.
    }
  }
  window.addEventListener('wallet-standard:register-wallet', answer)
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: app }))
  return () => {
    stopped = true
    window.removeEventListener('wallet-standard:register-wallet', answer)
  }
}

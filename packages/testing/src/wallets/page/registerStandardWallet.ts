import type { Wallet, WindowAppReadyEvent, WindowRegisterWalletEventCallback } from '@wallet-standard/base'

// The wallet side of the wallet-standard's window-event handshake: announce now in case the app
// is listening already, and answer the app's `app-ready` in case it comes later.
class RegisterWalletEvent extends Event {
  readonly #callback: WindowRegisterWalletEventCallback

  get detail() {
    return this.#callback
  }

  constructor(callback: WindowRegisterWalletEventCallback) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false })
    this.#callback = callback
  }

  // No listener may stop another app on the page from hearing about the wallet.
  override preventDefault(): never {
    throw new Error('The register-wallet event cannot be cancelled.')
  }
  override stopImmediatePropagation(): never {
    throw new Error('The register-wallet event cannot be stopped.')
  }
  override stopPropagation(): never {
    throw new Error('The register-wallet event cannot be stopped.')
  }
}

/** Registers `wallet` with every `getWallets()` on the page, whether it runs before or after this. */
export function registerStandardWallet(wallet: Wallet): void {
  const callback: WindowRegisterWalletEventCallback = ({ register }) => register(wallet)
  try {
    window.dispatchEvent(new RegisterWalletEvent(callback))
  } catch (error) {
    console.error('wallet-standard:register-wallet could not be dispatched', error)
  }
  try {
    window.addEventListener('wallet-standard:app-ready', (event) =>
      callback((event as WindowAppReadyEvent).detail),
    )
  } catch (error) {
    console.error('wallet-standard:app-ready could not be listened to', error)
  }
}

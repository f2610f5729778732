import { BaseError } from '@latchkit/core'

export type WalletNotReadyErrorType = WalletNotReadyError & { name: 'WalletNotReadyError' }

/** The signed-in visitor has no wallet on this device yet (set-up or recovery comes first). */
export class WalletNotReadyError extends BaseError {
  override name = 'WalletNotReadyError' as const
  constructor() {
    super('Not connected to email or social')
  }
}

export type WalletAddressMismatchErrorType = WalletAddressMismatchError & {
  name: 'WalletAddressMismatchError'
}

/** The shares rebuilt a wallet whose addresses are not the stored ones (a changed share). */
export class WalletAddressMismatchError extends BaseError {
  override name = 'WalletAddressMismatchError' as const
  constructor() {
    super('The recovered wallet does not match this account')
  }
}

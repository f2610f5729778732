import { BaseError } from '@latchkit/core'

/** `createPolkadotWallet` or `installPolkadotWallet` was given an option it cannot honour. */
export class PolkadotWalletOptionsError extends BaseError {
  override name = 'PolkadotWalletOptionsError' as const
}

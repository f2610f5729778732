import { BaseError } from '@latchkit/core'

export type PolkadotWalletResponseErrorType = PolkadotWalletResponseError & {
  name: 'PolkadotWalletResponseError'
}

/** A wallet answered something the adapter cannot read (an address that is not SS58, no signature). */
export class PolkadotWalletResponseError extends BaseError {
  override name = 'PolkadotWalletResponseError' as const
  constructor({ wallet, details, cause }: { wallet: string; details: string; cause?: unknown }) {
    super(`${wallet} answered something unexpected`, { details, cause, docsPath: '/adapters/polkadot' })
  }
}

export type PolkadotNetworkUnsupportedErrorType = PolkadotNetworkUnsupportedError & {
  name: 'PolkadotNetworkUnsupportedError'
}

/**
 * The wallet cannot act on the network: every account it shares is pinned to another chain (an
 * extension account restricted to one genesis hash), or a WalletConnect session did not approve it.
 */
export class PolkadotNetworkUnsupportedError extends BaseError {
  override name = 'PolkadotNetworkUnsupportedError' as const
  constructor({ wallet, network, reason }: { wallet: string; network: string; reason: string }) {
    super(`${wallet} cannot be used on ${network}`, { details: reason, docsPath: '/adapters/polkadot' })
  }
}

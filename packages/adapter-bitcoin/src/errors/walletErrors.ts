import { BaseError } from '@latchkit/core'

export type BitcoinWalletResponseErrorType = BitcoinWalletResponseError & {
  name: 'BitcoinWalletResponseError'
}

/** A wallet answered something the adapter cannot read (a missing address, a malformed signature). */
export class BitcoinWalletResponseError extends BaseError {
  override name = 'BitcoinWalletResponseError' as const
  constructor({ wallet, details, cause }: { wallet: string; details: string; cause?: unknown }) {
    super(`${wallet} answered something unexpected`, { details, cause, docsPath: '/adapters/bitcoin' })
  }
}

export type BitcoinNetworkUnsupportedErrorType = BitcoinNetworkUnsupportedError & {
  name: 'BitcoinNetworkUnsupportedError'
}

/** The wallet cannot serve the network (its API has no name for it, or it refused to switch). */
export class BitcoinNetworkUnsupportedError extends BaseError {
  override name = 'BitcoinNetworkUnsupportedError' as const
  constructor({ wallet, network }: { wallet: string; network: string }) {
    super(`${wallet} does not support ${network}`, { docsPath: '/adapters/bitcoin' })
  }
}

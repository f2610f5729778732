import { BaseError } from '@latchkit/core'

// The errors of the `polkadot` part of a WalletConnect session. Only the lazy WalletConnect part
// throws them, so a site's bundler places them with it, not in the first download.

export type WalletConnectNetworkNotApprovedErrorType = WalletConnectNetworkNotApprovedError & {
  name: 'WalletConnectNetworkNotApprovedError'
}

/** The wallet's WalletConnect session covers none of the Polkadot networks the site configured. */
export class WalletConnectNetworkNotApprovedError extends BaseError {
  override name = 'WalletConnectNetworkNotApprovedError' as const
  /** The `polkadot` chains (CAIP-2) the session approved. */
  readonly approved: readonly string[]
  constructor(parameters: { approved: readonly string[] }) {
    super('The wallet approved none of the Polkadot networks the site configured', {
      metaMessages: [`Approved: ${parameters.approved.join(', ') || 'none'}`],
      docsPath: '/adapters/polkadot',
    })
    this.approved = parameters.approved
  }
}

export type WalletConnectAccountNotFoundErrorType = WalletConnectAccountNotFoundError & {
  name: 'WalletConnectAccountNotFoundError'
}

/** The WalletConnect session has no Polkadot account on the network the adapter chose. */
export class WalletConnectAccountNotFoundError extends BaseError {
  override name = 'WalletConnectAccountNotFoundError' as const
  constructor(parameters: { caipNetworkId: string }) {
    super(`The session has no Polkadot account on ${parameters.caipNetworkId}`, {
      docsPath: '/adapters/polkadot',
    })
  }
}

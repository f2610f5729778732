import { BaseError } from '../errors/base.js'

// What an adapter's part of a WalletConnect session throws when the session does not fit the
// site (every namespace alike). Only the adapters' lazy WalletConnect parts throw them, so a
// site's bundler places them there, not in the first download.

export type WalletConnectNetworkNotApprovedErrorType = WalletConnectNetworkNotApprovedError & {
  name: 'WalletConnectNetworkNotApprovedError'
}

/** The wallet's WalletConnect session covers none of the networks the site configured for a namespace. */
export class WalletConnectNetworkNotApprovedError extends BaseError {
  override name = 'WalletConnectNetworkNotApprovedError' as const
  /** The chains (CAIP-2) the session approved for the namespace. */
  readonly approved: readonly string[]
  constructor(parameters: {
    /** The chain family, as visitors know it: 'Solana', 'Bitcoin', 'Polkadot'. */
    family: string
    approved: readonly string[]
    docsPath?: string | undefined
  }) {
    super(`The wallet approved none of the ${parameters.family} networks the site configured`, {
      metaMessages: [`Approved: ${parameters.approved.join(', ') || 'none'}`],
      ...(parameters.docsPath ? { docsPath: parameters.docsPath } : {}),
    })
    this.approved = parameters.approved
  }
}

export type WalletConnectAccountNotFoundErrorType = WalletConnectAccountNotFoundError & {
  name: 'WalletConnectAccountNotFoundError'
}

/** The WalletConnect session has no account of the namespace on the network the adapter chose. */
export class WalletConnectAccountNotFoundError extends BaseError {
  override name = 'WalletConnectAccountNotFoundError' as const
  constructor(parameters: { family: string; caipNetworkId: string; docsPath?: string | undefined }) {
    super(`The session has no ${parameters.family} account on ${parameters.caipNetworkId}`, {
      ...(parameters.docsPath ? { docsPath: parameters.docsPath } : {}),
    })
  }
}

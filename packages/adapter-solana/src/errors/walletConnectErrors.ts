import { BaseError } from '@latchkit/core'

export type WalletConnectNetworkNotApprovedErrorType = WalletConnectNetworkNotApprovedError & {
  name: 'WalletConnectNetworkNotApprovedError'
}

/** The wallet's WalletConnect session covers none of the Solana networks the site configured. */
export class WalletConnectNetworkNotApprovedError extends BaseError {
  override name = 'WalletConnectNetworkNotApprovedError' as const
  constructor(parameters: { approved: readonly string[] }) {
    super('The wallet approved none of the Solana networks the site configured', {
      metaMessages: [`Approved: ${parameters.approved.join(', ') || 'none'}`],
    })
  }
}

export type WalletConnectAccountNotFoundErrorType = WalletConnectAccountNotFoundError & {
  name: 'WalletConnectAccountNotFoundError'
}

/** The WalletConnect session has no Solana account on the network the adapter chose. */
export class WalletConnectAccountNotFoundError extends BaseError {
  override name = 'WalletConnectAccountNotFoundError' as const
  constructor(parameters: { caipNetworkId: string }) {
    super(`The session has no account on ${parameters.caipNetworkId}`)
  }
}
